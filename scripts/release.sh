#!/usr/bin/env bash
# Builds a release of seguegen for the binary plugin: an SE-0305 artifact
# bundle with one variant for this platform (a universal binary on macOS),
# its zip, the zip's checksum, and the manifest a published release uses.
#
#   scripts/release.sh VERSION
#
# Writes, in BinaryPlugin/ (none of it is committed):
#   seguegen.artifactbundle/            what BinaryPlugin/Package.swift uses by path
#   seguegen.artifactbundle.zip         the file to upload with the release
#   seguegen.artifactbundle.checksum    `swift package compute-checksum` of the zip
#   release/Package.swift               BinaryPlugin's manifest by URL and checksum;
#                                       RELEASE_URL sets the zip's URL
#   release/Commands/Package.swift      the command plugins' manifest, likewise
#
# The version is the one in Sources/SegueGenKit/Support/Version.swift. The
# build is made from a copy of the sources stamped with VERSION, so a test
# build of another version (as CI makes) never touches the checkout.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:-}"
if [[ ! "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$ ]]; then
  echo "usage: scripts/release.sh VERSION (such as 1.2.3 or 1.2.3-beta.1)" >&2
  exit 2
fi
version_file=Sources/SegueGenKit/Support/Version.swift
source_version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$version_file")
if [ "$version" != "$source_version" ]; then
  echo "note: building $version while $version_file says $source_version; a release sets it there first" >&2
fi

# RELEASE_WORK keeps the stamped copy and its build in a folder the
# caller owns (scripts/test-release.sh installs from it with make, which
# builds with the same flags and so rebuilds nothing).
if [ -n "${RELEASE_WORK:-}" ]; then
  work=$RELEASE_WORK
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
mkdir "$work/source"
# -L: a symbolic link in Sources (Reporting/Diagnostics.md, the docs page
# the SARIF reporter embeds) points outside the copy; copy what it names.
cp -RL Makefile Package.swift Sources Templates Plugins Tests "$work/source/"
sed -i.bak "s/static let current = \".*\"/static let current = \"$version\"/" "$work/source/$version_file"
rm "$work/source/$version_file.bak"

case "$(uname -s)" in
  Darwin)
    swift build -c release --product seguegen --package-path "$work/source" --arch arm64 --arch x86_64 >&2
    binary="$work/source/.build/apple/Products/Release/seguegen"
    triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
    variant="seguegen-$version-macos"
    ;;
  *)
    # The Makefile's flags, so that `make install` in the copy finds this build.
    make -C "$work/source" build >&2
    binary="$(swift build -c release --package-path "$work/source" --show-bin-path)/seguegen"
    triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')
    triples="\"$triple\""
    variant="seguegen-$version-$triple"
    ;;
esac

bundle=BinaryPlugin/seguegen.artifactbundle
rm -rf "$bundle" "$bundle.zip" "$bundle.checksum" BinaryPlugin/release
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/seguegen"
cp LICENSE* "$bundle/" 2>/dev/null || true
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "seguegen": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/seguegen",
          "supportedTriples": [$triples]
        }
      ]
    }
  }
}
JSON

(cd BinaryPlugin && zip -qr -X seguegen.artifactbundle.zip seguegen.artifactbundle)
checksum=$(swift package compute-checksum "$bundle.zip")
echo "$checksum" > "$bundle.checksum"

url="${RELEASE_URL:-https://github.com/seguegen/SegueGen/releases/download/$version/seguegen.artifactbundle.zip}"
mkdir -p BinaryPlugin/release/Commands
for manifest in Package.swift Commands/Package.swift; do
  sed -E -e "s|\.binaryTarget\(name: \"(seguegen[a-z-]*)\", path: \"seguegen.artifactbundle\"\)|.binaryTarget(name: \"\1\", url: \"$url\", checksum: \"$checksum\")|" \
    "BinaryPlugin/$manifest" > "BinaryPlugin/release/$manifest"
  grep -q "checksum: \"$checksum\"" "BinaryPlugin/release/$manifest"
done

echo "seguegen $version: $bundle ($variant), $bundle.zip, checksum $checksum"
