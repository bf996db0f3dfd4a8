#!/usr/bin/env bash
# The fleet demo of issue 38 (not run by CI): AGENTS agents — separate JVMs, each with its own host
# name and data folders — drain JOBS tiny jobs from a throwaway PostgreSQL on loopback, while this
# script kills three agents with kill -9 (by the PIDs it started) and restarts PostgreSQL once.
# Then it checks that every job ended done and was run to completion exactly once, and prints
# queue-to-claim times and the machine's load.
#
#   app/src/test/fleet-demo/fleet-demo.sh [JOBS] [AGENTS]      (after ./mvnw -DskipTests package)
#
# Needs PostgreSQL's server binaries ($WIREBENCH_PG_BIN, else the newest /usr/lib/postgresql/N/bin).
set -euo pipefail

jobs=${1:-200}
agents=${2:-8}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../../.." && pwd)
wb="$root/bin/wirebench"
bin=${WIREBENCH_PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
work=$(mktemp -d /tmp/wirebench-fleet-demo.XXXXXX)
chmod 755 "$work"   # PostgreSQL runs as postgres when this runs as root
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
export PGPASSWORD="demo-$RANDOM$RANDOM"   # agents and queue read it from here, never from a job
team="postgresql://wirebench@127.0.0.1:$port/fleet"
as_pg=()
[[ $(id -u) == 0 ]] && as_pg=(runuser -u postgres --)

pg() { "${as_pg[@]}" "$bin/pg_ctl" -D "$work/pg/data" -l "$work/pg/log" "$@" >/dev/null; }
sql() { psql -h 127.0.0.1 -p "$port" -U wirebench -d fleet -qAt -c "$1"; }
say() { echo "$(date -u +%H:%M:%S) $*"; }
done_jobs() { sql "SELECT count(*) FROM fleet_jobs WHERE state = 'done'"; }

declare -a pids
cleanup() {
  for pid in "${pids[@]:-}"; do [[ -n "$pid" ]] && kill -TERM "$pid" 2>/dev/null || true; done
  sleep 5
  pg -m fast stop || true
  rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$work/pg"
echo "$PGPASSWORD" > "$work/pg/pw"
[[ ${#as_pg[@]} -gt 0 ]] && chown -R postgres:postgres "$work/pg"
"${as_pg[@]}" "$bin/initdb" -D "$work/pg/data" -U wirebench --pwfile="$work/pg/pw" -A scram-sha-256 >/dev/null
pg -o "-p $port -c listen_addresses=127.0.0.1 -k $work/pg" -w start
psql -h 127.0.0.1 -p "$port" -U wirebench -d postgres -qc "CREATE DATABASE fleet"
say "PostgreSQL on 127.0.0.1:$port; load $(cut -d' ' -f1-3 /proc/loadavg)"

start_agent() {
  local n=$1 name
  name=$(printf 'demo-%02d' "$n")
  mkdir -p "$work/agent-$n/data" "$work/agent-$n/cache"
  XDG_DATA_HOME="$work/agent-$n/data" XDG_CACHE_HOME="$work/agent-$n/cache" \
    "$wb" agent --db "$team" --host-name "$name" --labels demo --run-when-busy --lease 15 --poll 5 \
    >"$work/agent-$n.log" 2>&1 &
  pids[$n]=$!
}
"$wb" queue list --db "$team" >/dev/null   # creates the tables before the agents race to
for n in $(seq 1 "$agents"); do start_agent "$n"; done
sleep 8
say "$agents agents started: ${pids[*]}"

started=$(date +%s)
"$wb" queue --codecs json --fixtures minimal --ops encode --forks 1 --warmup 1x100ms \
  --measure 1x100ms --prof none --labels demo --copies "$jobs" --label demo --db "$team"
loads=()
kill_agent() {  # kill -9 of an agent this script started, and of the fork it leaves
  local n=$1 forks
  forks=$(pgrep -P "${pids[$n]}" || true)
  kill -KILL "${pids[$n]}"; [[ -n "$forks" ]] && kill -KILL $forks 2>/dev/null || true
  say "kill -9 agent $n (pid ${pids[$n]}) at $(done_jobs) jobs done"; pids[$n]=""
}
events=("$((jobs * 20 / 100)) kill 1" "$((jobs * 40 / 100)) pg" "$((jobs * 60 / 100)) kill 2" \
  "$((jobs * 75 / 100)) kill 3")
next=0
while :; do
  d=$(done_jobs 2>/dev/null || echo -1)
  open=$(sql "SELECT count(*) FROM fleet_jobs WHERE state NOT IN ('done','failed','cancelled')" \
    2>/dev/null || echo -1)
  loads+=("$(cut -d' ' -f1 /proc/loadavg)")
  if [[ $next -lt ${#events[@]} ]]; then
    read -r at what n <<< "${events[$next]}"
    if [[ $d -ge $at ]]; then
      if [[ $what == pg ]]; then
        say "restarting PostgreSQL at $d jobs done"; pg -m fast -w restart; say "PostgreSQL back"
      else
        kill_agent "$n"
      fi
      next=$((next + 1))
    fi
  fi
  [[ $open == 0 ]] && break
  [[ $(( $(date +%s) - started )) -gt 3600 ]] && { say "gave up after an hour"; break; }
  sleep 2
done
ended=$(date +%s)
say "drained in $((ended - started)) s; load now $(cut -d' ' -f1-3 /proc/loadavg)"

echo "--- jobs by state"; sql "SELECT state, count(*) FROM fleet_jobs GROUP BY state ORDER BY 1"
echo "--- complete runs per job (exactly once: every job 1)"
sql "SELECT n AS complete_runs, count(*) AS jobs FROM (SELECT j.id, count(r.id) AS n FROM fleet_jobs j
     LEFT JOIN runs r ON r.environment_json::json->>'fleet.job' = j.id::text AND r.status = 'complete'
     GROUP BY j.id) x GROUP BY n ORDER BY n"
echo "--- runs by status"; sql "SELECT status, count(*) FROM runs GROUP BY status ORDER BY 1"
echo "--- claims by outcome"; sql "SELECT coalesce(outcome, 'open'), count(*) FROM fleet_attempts GROUP BY 1 ORDER BY 1"
echo "--- jobs per agent"; sql "SELECT agent, count(*) FROM fleet_jobs WHERE state = 'done' GROUP BY 1 ORDER BY 1" | tr '\n' ' '; echo
echo "--- queue to claim, s (backlog: all jobs queued at once, one measurement at a time)"
sql "SELECT 'p50 ' || round(percentile_cont(0.5) WITHIN GROUP (ORDER BY w)::numeric, 2)
         || '  p90 ' || round(percentile_cont(0.9) WITHIN GROUP (ORDER BY w)::numeric, 2)
         || '  max ' || round(max(w)::numeric, 2)
     FROM (SELECT extract(epoch FROM claimed_at - queued_at) AS w FROM fleet_attempts) x"

# An idle fleet: how long one job waits for a claim (NOTIFY wake-up), ten times.
for i in $(seq 1 10); do
  "$wb" queue --codecs json --fixtures minimal --ops encode --forks 1 --warmup 1x100ms \
    --measure 1x100ms --prof none --label idle --db "$team" >/dev/null
  while [[ $(sql "SELECT count(*) FROM fleet_jobs WHERE label = 'idle' AND state <> 'done'") != 0 ]]; do
    sleep 1
  done
done
echo "--- queue to claim on an idle fleet, ms (10 jobs, one at a time)"
sql "SELECT 'p50 ' || round(percentile_cont(0.5) WITHIN GROUP (ORDER BY w)::numeric)
         || '  max ' || round(max(w)::numeric) || '  min ' || round(min(w)::numeric)
     FROM (SELECT extract(epoch FROM a.claimed_at - a.queued_at) * 1000 AS w FROM fleet_attempts a
           JOIN fleet_jobs j ON j.id = a.job_id WHERE j.label = 'idle') x"
echo "--- load (1 min) while draining: $(printf '%s\n' "${loads[@]}" | sort -n | awk '{a[NR]=$1} END {print "min " a[1] ", median " a[int((NR+1)/2)] ", max " a[NR]}')"
echo "--- agent logs: $work (deleted on exit); last lines of agent 4:"; tail -n 3 "$work/agent-4.log"
