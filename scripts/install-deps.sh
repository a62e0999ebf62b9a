#!/usr/bin/env bash
# Installs the Debian packages AXSandbox needs, only those missing (idempotent, quiet when all present).
# SDL2, SDL2_ttf and SDL2_image to build; fonts-dejavu-core for the bundled font's source;
# xvfb, xdotool and imagemagick for the real-window tests; pkg-config so SwiftPM finds the libraries.
set -euo pipefail

packages=(pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core xvfb xauth xdotool imagemagick)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
