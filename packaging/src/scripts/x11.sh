# Shared by train-cds, smoke-test and start-time: a private Xvfb display, waiting for a window.
# Sourced, not run. Every process started here is remembered by pid and stopped by pid.

XVFB_PID=""

# Starts Xvfb on the first free display (Xvfb picks it: -displayfd) and exports DISPLAY.
start_xvfb() {
  local log_dir=$1 number_file
  number_file="$log_dir/xvfb.display"
  : >"$number_file"
  Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$number_file" >"$log_dir/xvfb.log" 2>&1 &
  XVFB_PID=$!
  local waited=0
  until [[ -s "$number_file" ]]; do
    if ! kill -0 "$XVFB_PID" 2>/dev/null || ((waited > 200)); then
      echo "Xvfb did not start; see $log_dir/xvfb.log" >&2
      return 1
    fi
    sleep 0.05
    waited=$((waited + 1))
  done
  export DISPLAY=":$(tr -d '[:space:]' <"$number_file")"
}

stop_xvfb() {
  if [[ -n "$XVFB_PID" ]]; then
    kill "$XVFB_PID" 2>/dev/null || true
    wait "$XVFB_PID" 2>/dev/null || true
    XVFB_PID=""
  fi
}

# Prints the id of a mapped (viewable) top-level window whose name starts with $1; fails if none.
# A prefix, so that a title like "Wirebench — Inspect" still counts.
mapped_window() {
  local id
  for id in $(xwininfo -root -children 2>/dev/null | sed -n "s/^ *\(0x[0-9a-f]*\) \"$1.*/\1/p"); do
    if xwininfo -id "$id" 2>/dev/null | grep -q 'Map State: IsViewable'; then
      echo "$id"
      return 0
    fi
  done
  return 1
}

# Waits until a window named $1... is mapped, while process $2 lives, for at most $3 seconds. Prints the
# milliseconds since $4 (a `date +%s%N` taken just before the launch). Polls every 5 ms.
wait_for_window() {
  local name=$1 pid=$2 timeout_s=$3 t0=$4 deadline
  deadline=$(($(date +%s) + timeout_s))
  until mapped_window "$name" >/dev/null; do
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "the app exited before its window was mapped" >&2
      return 1
    fi
    if (($(date +%s) > deadline)); then
      echo "no window named '$name' after ${timeout_s}s" >&2
      return 1
    fi
    sleep 0.005
  done
  echo $((($(date +%s%N) - t0) / 1000000))
}

# Stops process $1 (SIGTERM; SIGKILL after $3 seconds, default 10) and waits until no window $2...
# is mapped.
stop_app() {
  local pid=$1 name=$2 grace=${3:-10} waited=0
  kill "$pid" 2>/dev/null || true
  while kill -0 "$pid" 2>/dev/null && ((waited < grace * 20)); do
    sleep 0.05
    waited=$((waited + 1))
  done
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  waited=0
  while mapped_window "$name" >/dev/null && ((waited < 100)); do
    sleep 0.05
    waited=$((waited + 1))
  done
}

# Event-driven alternative to wait_for_window, for timing: polling xwininfo every 5 ms costs about a
# whole core (measured: 3.1 s of CPU in 3.1 s), which a starting app on a 2-core machine then lacks.
# start_map_watch (before launching the app) starts xev on the root window; wait_for_map_event then
# blocks on its MapNotify events — no CPU while waiting — and checks each mapped window's name.
MAP_WATCH_PID=""
start_map_watch() {
  local dir=$1
  rm -f "$dir/map-events"
  mkfifo "$dir/map-events"
  stdbuf -oL xev -root -event substructure >"$dir/map-events" 2>/dev/null &
  MAP_WATCH_PID=$!
  exec 4<"$dir/map-events"
}

stop_map_watch() {
  if [[ -n "$MAP_WATCH_PID" ]]; then
    kill "$MAP_WATCH_PID" 2>/dev/null || true
    wait "$MAP_WATCH_PID" 2>/dev/null || true
    MAP_WATCH_PID=""
    exec 4<&-
  fi
}

# As wait_for_window ($1 name prefix, $2 app pid, $3 timeout in s, $4 launch time in ns), after
# start_map_watch: prints the milliseconds from $4 to the MapNotify of a window named $1....
wait_for_map_event() {
  local name=$1 pid=$2 timeout_s=$3 t0=$4 deadline line now id
  deadline=$(($(date +%s) + timeout_s))
  while true; do
    if IFS= read -r -t 0.5 -u 4 line; then
      [[ $line == MapNotify* ]] || continue
      now=$(date +%s%N)
      IFS= read -r -t 1 -u 4 line || continue
      id=$(sed -n 's/.*, window \(0x[0-9a-f]*\),.*/\1/p' <<<"$line")
      if [[ -n "$id" ]] && xwininfo -id "$id" 2>/dev/null |
        grep -c -e "^xwininfo: Window id: $id \"$name" -e 'Map State: IsViewable' | grep -qx 2; then
        echo $(((now - t0) / 1000000))
        return 0
      fi
    fi
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "the app exited before its window was mapped" >&2
      return 1
    fi
    if (($(date +%s) > deadline)); then
      echo "no window named '$name' after ${timeout_s}s" >&2
      return 1
    fi
  done
}
