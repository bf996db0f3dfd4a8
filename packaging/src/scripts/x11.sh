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
