#!/usr/bin/env bash
# typecheck-ios.sh [-I FOLDER]... FILE...: type-checks Swift files that `import UIKit` (a generated file and the app
# sources that use it) against the real iOS SDK, in Swift 5, Swift 5 with complete concurrency checking and Swift 6,
# for arm64-apple-ios13.0; fails on any error or warning.
#
# On Linux the SDK is the one ../shared/ios-sdk/setup.sh extracts (see CONTRIBUTING.md): the folder SEGUEGEN_IOS_SDK
# names, or /tmp/ios-sdk. On macOS, Xcode's iPhoneOS SDK. -I names a folder of modules the files import, built with
# the same flags (see CONTRIBUTING.md). MODULE names the module (default App).
set -euo pipefail

usage() { echo "usage: scripts/typecheck-ios.sh [-I FOLDER]... FILE..." >&2; exit 2; }
includes=()
while [[ $# -gt 0 ]]; do
  case $1 in
    -I) [[ $# -ge 2 ]] || usage; includes+=(-I "$2"); shift 2 ;;
    -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "typecheck-ios.sh: unknown option $1" >&2; usage ;;
    *) break ;;
  esac
done
[[ $# -gt 0 ]] || usage
for file in "$@"; do [[ -f $file ]] || { echo "typecheck-ios.sh: no file $file" >&2; exit 2; }; done

if [[ $(uname) == Darwin ]]; then
  sdk_flags=(-sdk "$(xcrun --sdk iphoneos --show-sdk-path)")
else
  root=${SEGUEGEN_IOS_SDK:-/tmp/ios-sdk}
  sdk=$(ls -d "$root"/iPhoneOS*.sdk 2>/dev/null | sort -V | tail -1 || true)
  if [[ -z $sdk || ! -d $root/res ]]; then
    echo "typecheck-ios.sh: no iOS SDK in $root; run ../shared/ios-sdk/setup.sh (see CONTRIBUTING.md)" >&2
    exit 2
  fi
  mkdir -p "$root/module-cache"
  sdk_flags=(-sdk "$sdk" -resource-dir "$root/res" -module-cache-path "$root/module-cache")
fi

status=0
for mode in "-swift-version 5" "-swift-version 5 -strict-concurrency=complete" "-swift-version 6"; do
  # shellcheck disable=SC2086 # the mode is two or three flags
  if output=$(swiftc -typecheck -target arm64-apple-ios13.0 "${sdk_flags[@]}" -module-name "${MODULE:-App}" \
      $mode ${includes[@]+"${includes[@]}"} "$@" 2>&1) && ! grep -q "warning:" <<< "$output"; then
    echo "ok: $mode"
  else
    echo "FAILED: $mode"
    echo "$output"
    status=1
  fi
done
exit $status
