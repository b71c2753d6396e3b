# Specimen: two commands do all set-up on a fresh Debian 12 + Swift machine:
#   make gallery   installs what is missing, builds in release mode, renders the gallery
#   make test      installs what is missing, builds, runs every test (goldens included)
SHELL := /bin/bash
SWIFT ?= swift
# Debian packages Specimen needs: C libraries it links, and the independent SVG renderer its tests use.
APT_PACKAGES := pkg-config libfreetype-dev libharfbuzz-dev libpng-dev librsvg2-bin
RELEASE_BIN := .build/release/specimen

.PHONY: deps gallery test bench build release clean browser-deps bench-deps

## deps: install missing Debian packages (only those pkg-config or PATH cannot find).
deps:
	@missing=""; \
	command -v pkg-config >/dev/null || missing="$$missing pkg-config"; \
	pkg-config --exists freetype2 2>/dev/null || missing="$$missing libfreetype-dev"; \
	pkg-config --exists harfbuzz 2>/dev/null || missing="$$missing libharfbuzz-dev"; \
	pkg-config --exists libpng 2>/dev/null || missing="$$missing libpng-dev"; \
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

# The release product links the Swift runtime and Foundation statically: a cold `specimen render`
# then spends no time in the dynamic linker resolving Swift's libraries (see README, Benchmark).
release: deps
	$(SWIFT) build -c release --product specimen --static-swift-stdlib

gallery: release
	$(RELEASE_BIN) gallery --out gallery
	@echo "Open gallery/index.html in a browser."

test: deps browser-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel --num-workers 2

## bench-deps: the tools `make bench` compares against: resvg (PyPI resvg-cli), rsvg-convert, Chromium, ImageMagick.
bench-deps:
	@missing=""; \
	command -v rsvg-convert >/dev/null || missing="$$missing librsvg2-bin"; \
	command -v chromium >/dev/null || missing="$$missing chromium"; \
	command -v compare >/dev/null || missing="$$missing imagemagick"; \
	command -v python3 >/dev/null || missing="$$missing python3 python3-pip"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi
	@python3 -m pip show resvg-cli >/dev/null 2>&1 || python3 -m pip install -q resvg-cli || python3 -m pip install -q --break-system-packages resvg-cli

# resvg is found in the pip scripts folder, so a pyenv shim (a shell script) is not timed in its place.
bench: release bench-deps
	SPECIMEN_BENCH_RESVG="$$(python3 -c 'import sysconfig; print(sysconfig.get_path("scripts"))')/resvg" $(RELEASE_BIN) bench

clean:
	rm -rf .build gallery
