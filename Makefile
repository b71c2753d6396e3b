# Specimen: two commands do all set-up on a fresh Debian 12 + Swift machine:
#   make gallery   installs what is missing, builds in release mode, renders the gallery
#   make test      installs what is missing, builds, runs every test (goldens included)
SHELL := /bin/bash
SWIFT ?= swift
# Debian packages Specimen needs: C libraries it links, and the independent SVG renderer its tests use.
APT_PACKAGES := pkg-config libfreetype-dev libharfbuzz-dev libpng-dev libfribidi-dev librsvg2-bin
RELEASE_BIN := .build/release/specimen

.PHONY: deps gallery test bench build release clean browser-deps fonts

## deps: install missing Debian packages (only those pkg-config or PATH cannot find).
deps:
	@missing=""; \
	command -v pkg-config >/dev/null || missing="$$missing pkg-config"; \
	pkg-config --exists freetype2 2>/dev/null || missing="$$missing libfreetype-dev"; \
	pkg-config --exists harfbuzz 2>/dev/null || missing="$$missing libharfbuzz-dev"; \
	pkg-config --exists libpng 2>/dev/null || missing="$$missing libpng-dev"; \
	pkg-config --exists fribidi 2>/dev/null || missing="$$missing libfribidi-dev"; \
	command -v rsvg-convert >/dev/null || missing="$$missing librsvg2-bin"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

## browser-deps: headless Chromium for the gallery's browser check.
browser-deps:
	@command -v chromium >/dev/null || { SUDO=""; [ "$$(id -u)" = 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium; }

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product specimen

gallery: release
	$(RELEASE_BIN) gallery --out gallery
	@echo "Open gallery/index.html in a browser."

test: deps browser-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel --num-workers 2

## fonts: rebuild the Noto fallback subsets in Fonts/ (a one-time step; make test never runs it).
fonts:
	@for p in fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji; do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then SUDO=""; [ "$$(id -u)" = 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; fi
	@python3 -c "import fontTools" 2>/dev/null || python3 -m pip install -q fonttools
	python3 Fonts/subset-fonts.py

bench: release
	$(RELEASE_BIN) bench

clean:
	rm -rf .build gallery
