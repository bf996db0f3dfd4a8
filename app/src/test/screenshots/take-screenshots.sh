#!/usr/bin/env bash
# Launches the real Wirebench app under a virtual X display (Xvfb), steps it through its main
# states with the screenshot tour (dev.wirebench.app.shell.ScreenshotMain, in the test classes, so
# it is not shipped), and saves a PNG of each state, plus one capture of the whole X display
# (ImageMagick `import -window root`) with the real window on it.
#
# Usage: app/src/test/screenshots/take-screenshots.sh [OUT_DIR]     (default: app/target/screenshots)
# TEST_CLASSES=DIR runs the tour from a copy of the test classes (a build may rewrite them meanwhile).
# SIZE=1024x700 sets the window's size (default: the saved or default size, 1360x860); the
# smallest supported window is 1024x700.
# The run database is seeded first with a few tiny real benchmark runs (SEED=0 skips that, to see
# the screens' empty states; SEED_DB=FILE copies a database an earlier tour seeded instead).
# Needs: a build that compiles the test classes (./mvnw -B -DskipTests package; not
# -Dmaven.test.skip), xvfb-run, libgtk-3-0, imagemagick.
# The app runs on throw-away XDG directories: the user's settings, log and database are not touched.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../../.." && pwd)
out=$(realpath -m "${1:-$root/app/target/screenshots}")
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT

rm -rf "$out"
mkdir -p "$out"
touch "$out/.wait-for-capture"

export XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" XDG_STATE_HOME="$home/state"

if [[ -n "${SEED_DB:-}" ]]; then
  # A database seeded by an earlier tour (its runs are real; reusing them saves the benchmarks).
  mkdir -p "$XDG_DATA_HOME/wirebench"
  cp "$SEED_DB" "$XDG_DATA_HOME/wirebench/wirebench.db"
elif [[ "${SEED:-1}" != 0 ]]; then
# Seed the run database for the Runs and Compare screens: two tiny real benchmark runs (the
# candidate on another JDK when one is installed, so Compare shows a provenance warning) and one
# JMH JSON import. Tiny settings: the numbers are noisy, the screens are what is looked at.
seed="$home/seed"
mkdir -p "$seed"
bench=(bench --codecs json,fix,kryo,msgpack --fixtures trade-update --ops encode,decode
       --warmup 2x300ms --measure 5x100ms --forks 1)
"$root/bin/wirebench" "${bench[@]}" --label baseline >"$seed/baseline.log" 2>&1 \
  || { cat "$seed/baseline.log"; exit 1; }
other_jdk=/usr/lib/jvm/temurin-25-jdk-amd64
jvm=()
[[ -x "$other_jdk/bin/java" ]] && jvm=(--jvm "$other_jdk")
"$root/bin/wirebench" "${bench[@]}" "${jvm[@]}" --label candidate --out "$seed/candidate.json" \
  >"$seed/candidate.log" 2>&1 || { cat "$seed/candidate.log"; exit 1; }
"$root/bin/wirebench" import "$seed/candidate.json" --label "imported candidate" >/dev/null
  # Three tiny real JMH runs into the default database (under XDG_DATA_HOME): the Dashboard's
  # leaders, best-codec table and trend need results, and a trend needs the same benchmark twice.
  for run in 1 2 3; do
    codecs=json,cbor,wire-compiled,kryo
    [[ $run == 2 ]] && codecs=json,fix,wire-compiled,msgpack
    "$root/bin/wirebench" bench --codecs "$codecs" --fixtures bars --ops encode,decode \
      --mode avgt --warmup 1x100ms --measure 2x100ms --forks 1 --prof none \
      --label "seed run $run" >/dev/null
  done
fi

xvfb-run -a -s "-screen 0 1440x900x24" bash -c '
  out=$1; root=$2
  classes=${TEST_CLASSES:-$root/app/target/test-classes}
  [[ -d "$classes/dev/wirebench/app/shell" ]] \
    || { echo "no test classes: build with ./mvnw -B -DskipTests package" >&2; exit 2; }
  WIREBENCH_CLASSPATH="$classes" \
    WIREBENCH_MAIN=dev.wirebench.app.shell.ScreenshotMain \
    "$root/bin/wirebench" --screenshot-dir="$out" ${SIZE:+--screenshot-size=$SIZE} &
  app=$!
  for _ in $(seq 1 600); do
    [[ -f "$out/.ready" ]] && break
    kill -0 "$app" 2>/dev/null || break
    sleep 0.1
  done
  if [[ -f "$out/.ready" ]]; then
    sleep 0.5
    import -window root "$out/00-x-display.png"
  fi
  touch "$out/.captured"
  wait "$app"
' _ "$out" "$root"

rm -f "$out/.ready" "$out/.captured" "$out/.wait-for-capture"
echo "screenshots in $out:"
ls -1 "$out"/*.png
