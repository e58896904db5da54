# shellcheck shell=bash
# `check DESCRIPTION COMMAND...` for the end-to-end scripts
# (test-release.sh, test-bazel.sh): runs the command, counts it passed,
# or stops the script at the first that fails, naming it. The script sets
# `check_prefix` (`release`, `bazel`) for its lines and ends with
# `echo "$check_prefix: $passed passed, 0 failed"`.
passed=0
check() { # DESCRIPTION COMMAND...
  local description=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
  else
    echo "$check_prefix: FAILED: $description" >&2
    echo "$check_prefix: $passed passed, 1 failed"
    exit 1
  fi
}
