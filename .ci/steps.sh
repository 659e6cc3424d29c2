# Sourced by .ci/run: steps that print their time, steps side by side, and the closing table of times.
# Wall seconds say where the budget goes; CPU seconds (user + system of everything a step ran) say how
# much of the two cores it used, so whether running it beside another step can pay.

STEPS_LOG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/stride-ci.XXXXXX")"
STEPS_TABLE="$STEPS_LOG_DIR/table"
STEPS_RUN_STARTED=$(date +%s)
STEP_NAME=""
STEP_STARTED=0
STEP_CPU_STARTED=0
: >"$STEPS_TABLE"

# CPU seconds of the finished children of this shell (the second line of `times`: user, system). `times` runs
# in this shell, not in a $(...) subshell, which would count its own children only.
children_cpu_into() {
  local file="$STEPS_LOG_DIR/times.$BASHPID"
  times >"$file"
  printf -v "$1" '%s' "$(sed -n 2p "$file" | awk '{
    total = 0
    for (i = 1; i <= 2; i++) { split($i, part, "m"); sub("s", "", part[2]); total += part[1] * 60 + part[2] }
    printf "%.0f", total
  }')"
}

load_now() { cut -d' ' -f1 /proc/loadavg; }

# One row of the table: name, wall seconds, CPU seconds, how it ran.
record() { printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >>"$STEPS_TABLE"; }

finish_step() {
  [ -n "$STEP_NAME" ] || return 0
  local wall=$(($(date +%s) - STEP_STARTED)) cpu
  children_cpu_into cpu
  cpu=$((cpu - STEP_CPU_STARTED))
  record "$STEP_NAME" "$wall" "$cpu" "alone"
  printf -- '--- %s: %d s (CPU %d s, load %s)\n' "$STEP_NAME" "$wall" "$cpu" "$(load_now)"
  STEP_NAME=""
}

step() {
  finish_step
  STEP_NAME="$*"
  STEP_STARTED=$(date +%s)
  children_cpu_into STEP_CPU_STARTED
  printf '\n=== %s (load %s) ===\n' "$STEP_NAME" "$(load_now)"
}

# together TITLE NAME COMMAND [NAME COMMAND ...]: runs the commands side by side, each with its output in a
# log printed when it ends; waits for all of them and fails if any failed. COMMAND is a command line or a
# function of the calling script.
together() {
  finish_step
  local title=$1 started=$(date +%s) failed=() names=() logs=() pids=() rows=() i=0
  shift
  printf '\n=== %s, side by side (load %s) ===\n' "$title" "$(load_now)"
  while [ $# -gt 0 ]; do
    local name=$1 command=$2 log="$STEPS_LOG_DIR/part-$i.log"
    shift 2
    (
      set -euo pipefail
      part_started=$(date +%s)
      # Its own subshell with -e, not `|| rc=$?`, which would switch -e off inside a function.
      set +e
      (
        set -e
        eval "$command"
      )
      rc=$?
      set -e
      children_cpu_into part_cpu
      printf '%s\t%s\t%s\n' "$rc" "$(($(date +%s) - part_started))" "$part_cpu" >"$log.result"
      exit "$rc"
    ) >"$log" 2>&1 &
    names+=("$name") logs+=("$log") pids+=($!)
    i=$((i + 1))
  done
  # Reaped in the order they end, so each log shows as soon as its part is done.
  local running=("${pids[@]}") done_pid index rc wall cpu
  while [ ${#running[@]} -gt 0 ]; do
    wait -n -p done_pid "${running[@]}" || true
    for index in "${!pids[@]}"; do [ "${pids[$index]}" = "$done_pid" ] && break; done
    running=($(printf '%s\n' "${running[@]}" | grep -vx "$done_pid" || true))
    IFS=$'\t' read -r rc wall cpu <"${logs[$index]}.result" 2>/dev/null || { rc=1 wall=$(($(date +%s) - started)) cpu=0; }
    printf '\n--- %s (beside the others) ---\n' "${names[$index]}"
    cat "${logs[$index]}"
    printf -- '--- %s: %d s (CPU %d s, load %s)%s\n' "${names[$index]}" "$wall" "$cpu" "$(load_now)" \
      "$([ "$rc" = 0 ] || echo ", FAILED with exit code $rc")"
    rows+=("  ${names[$index]}"$'\t'"$wall"$'\t'"$cpu"$'\t'"side by side")
    [ "$rc" = 0 ] || failed+=("${names[$index]}")
  done
  record "$title" "$(($(date +%s) - started))" "" "side by side:"
  printf '%s\n' "${rows[@]}" >>"$STEPS_TABLE"
  if [ ${#failed[@]} -gt 0 ]; then
    printf '\nFailed: %s\n' "${failed[*]}"
    return 1
  fi
}

# The table on every exit, a failure's too: where the time went up to the step that stopped the run.
steps_summary() {
  local rc=$?
  finish_step
  printf '\n=== CI steps (seconds; load at the end %s) ===\n' "$(load_now)"
  awk -F'\t' '{ printf "%-48s %6s %6s  %s\n", $1, $2, ($3 == "" ? "" : $3), $4 }' \
    <(printf 'step\twall\tCPU\thow\n') "$STEPS_TABLE"
  printf '%-48s %6d\n' "total" "$(($(date +%s) - STEPS_RUN_STARTED))"
  [ "$rc" = 0 ] && echo "CI passed." || echo "CI FAILED (exit code $rc)."
  rm -rf "$STEPS_LOG_DIR"
  exit "$rc"
}
trap steps_summary EXIT
# Stopped from outside (a time limit): still the table, through the EXIT trap.
trap 'exit 143' TERM INT
