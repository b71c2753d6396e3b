# Specimen: two commands do all set-up on a fresh Debian 12 + Swift machine:
#   make gallery   installs what is missing, builds in release mode, renders the gallery
#   make test      installs what is missing, builds, runs every test (goldens included), then builds
#                  Tests/UserPackage (a user's package depending on Specimen) and checks its snapshot tests,
#                  installs the debug build into a scratch prefix and uses it with the checkout hidden
#                  (Tests/Install/check.sh), and resolves the README's dependency line (Tests/Install/dependency.sh)
SHELL := /bin/bash
SWIFT ?= swift
RELEASE_BIN := .build/release/specimen

.PHONY: check install deb version cold-order lint format deps build-deps test-tools gallery test bench build release clean browser-deps python-deps bench-deps fuzz fuzz-build fonts figma-fidelity figma-large sanitize conformance text-conformance layout-conformance layout-time conformance-deps conformance-sample text-conformance-sample carbon-text-conformance carbon-text-conformance-sample carbon-text-font

# The Debian packages missing here, found by what pkg-config or PATH cannot find (evaluated when a recipe
# that names them runs): the C libraries Specimen links, the independent SVG and PDF renderers the tests
# compare with, and headless Chromium.
MISSING_LIBRARIES = $(shell command -v pkg-config >/dev/null || echo pkg-config; \
  for p in freetype2:libfreetype-dev harfbuzz:libharfbuzz-dev libpng:libpng-dev zlib:zlib1g-dev fribidi:libfribidi-dev icu-uc:libicu-dev libcmark-gfm:libcmark-gfm-dev; do \
    pkg-config --exists $${p%%:*} 2>/dev/null || echo $${p#*:}; done; \
  [ -e /usr/include/cmark-gfm-core-extensions.h ] || echo libcmark-gfm-extensions-dev)
MISSING_RENDERERS = $(shell command -v rsvg-convert >/dev/null || echo librsvg2-bin; command -v pdftoppm >/dev/null || echo poppler-utils)
MISSING_BROWSER = $(shell command -v chromium >/dev/null || echo chromium)
# apt-get install of $(1), one `apt-get update` first, only when $(1) is not empty.
define apt_install
	@missing="$(strip $(1))"; if [ -n "$$missing" ]; then \
	  echo "Installing: $$missing"; SUDO=""; [ "$$(id -u)" = 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi
endef

## deps: install missing Debian packages: the C libraries, and the renderers the tests compare with.
deps:
	$(call apt_install,$(MISSING_LIBRARIES) $(MISSING_RENDERERS))

## build-deps: only the C libraries a build needs.
build-deps:
	$(call apt_install,$(MISSING_LIBRARIES))

## browser-deps: headless Chromium for the gallery's browser check.
browser-deps:
	$(call apt_install,$(MISSING_BROWSER))

## test-tools: what the tests run beside Specimen (rsvg-convert, poppler, Chromium, Pillow, jsonschema,
## PyYAML, and resvg from PyPI's resvg-cli, a second SVG renderer the stroke tests compare with), in one
## apt-get run; `make test` installs them while it builds.
test-tools:
	$(call apt_install,$(MISSING_RENDERERS) $(MISSING_BROWSER))
	@$(MAKE) --no-print-directory python-deps
	@python3 -m pip show resvg-cli >/dev/null 2>&1 || python3 -m pip install -q resvg-cli 2>/dev/null \
	  || python3 -m pip install -q --break-system-packages resvg-cli

build: deps
	$(SWIFT) build

# lint: `swift format lint` (it ships with the toolchain) with the committed .swift-format, strict (a
# finding fails it), run first by `make test`; `make format` applies the formatting it asks for.
lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Package.swift

format:
	$(SWIFT) format format --in-place --recursive --parallel Sources Tests Package.swift

# The release product links the Swift runtime and Foundation statically: a cold `specimen render`
# then spends no time in the dynamic linker resolving Swift's libraries (see docs/benchmark.md).
# It is linked position-dependent (-no-pie): the loader then applies no relative relocations to the
# 78 MB binary's metadata at start (79,000 of them, each touching a page), which cut a cold render's
# page faults by 13% and its CPU time by 7%. Concrete generic types are reached through metadata
# accessor functions, not mangled names (-disable-concrete-type-metadata-mangled-name-accessors): a
# mangled name is demangled at first use and its conformances looked up by scanning every conformance
# record of the binary, 2.5 M of a cold render's 41 M instructions. Bytes drawn are the same.
#
# libstdc++ is linked statically too (Swift's runtime and Foundation use it; none of the system
# libraries Specimen loads do): binding the shared one's symbols at every start cost 0.4 ms of a cold
# render's CPU. The Swift driver asks for -lstdc++ itself, so a linker script named libstdc++.so in
# a folder searched first points that request at the static archive. Skipped when no libstdc++.a is found.
STATIC_CXX_DIR := $(CURDIR)/.build/static-libstdc++
STATIC_CXX := $(shell a=$$(cc -print-file-name=libstdc++.a 2>/dev/null || clang -print-file-name=libstdc++.a 2>/dev/null); [ -f "$$a" ] && echo "$$a")
#
# HarfBuzz is linked statically the same way, built from Debian's own source package of the installed
# version by Tools/static-harfbuzz.sh (once: 57 s here, 53 of them compiling): the shared one brought GLib,
# PCRE2 and Graphite2 with it and had all its symbols bound at every start. When the source cannot be
# had (no network, another version) the script says so and the release links the shared HarfBuzz.
# `make release HARFBUZZ=shared` skips it. (The static archive reaches the link through its own
# harfbuzz.pc on PKG_CONFIG_PATH: HB_ENV, empty when there is none.)
STATIC_HB_DIR := $(CURDIR)/.build/static-harfbuzz
HARFBUZZ ?= static
#
# FreeType, libpng, zlib, FriBidi, Brotli and cmark-gfm are linked statically too, from the archives Debian's -dev
# packages install, and GCC's unwinder (Tools/static-libs.sh: the system's .pc files with `Libs` naming
# a folder of links to the archives, first on PKG_CONFIG_PATH): libc and libm are then the only shared
# objects a dynamic release loads at start, instead of 9 (the static release, below, loads none).
# `make release STATIC_LIBS=shared` skips it.
STATIC_LIBS_DIR := $(CURDIR)/.build/static-libs
STATIC_LIBS ?= static
HB_ENV = PKG_CONFIG_PATH=$$(p=; for d in $(if $(filter static,$(HARFBUZZ)),$(STATIC_HB_DIR)) $(if $(filter static,$(STATIC_LIBS)),$(STATIC_LIBS_DIR)); do \
  ls $$d/pkgconfig/*.pc >/dev/null 2>&1 && p=$$p$$d/pkgconfig:; done; p=$$p$${PKG_CONFIG_PATH:-}; echo $${p%:})
#
# The release is linked by lld (the toolchain's, beside swift) with its functions in the order a cold
# render first runs them (--symbol-ordering-file Tools/cold-start.order, written by `make cold-order`
# from callgrind profiles of a cold render of every shipped variant; each module compiled with
# -function-sections so its functions can be placed one by one). The code a render runs then lies
# in one stretch instead of pieces across 20 MB of text, and the kernel maps it 16 pages a fault: a
# cold Text Input render takes about 65 faults on the binary's code instead of 155 (docs/benchmark.md).
# Without ld.lld the release links with the driver's default (gold) in link order: the same bytes.
LLD := $(shell d=$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")"); [ -x "$$d/ld.lld" ] && echo "$$d/ld.lld")
COLD_ORDER := $(CURDIR)/Tools/cold-start.order
ORDER_FLAGS := $(if $(LLD),-Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections \
  $(if $(wildcard $(COLD_ORDER)),-Xlinker --symbol-ordering-file=$(COLD_ORDER) -Xlinker --no-warn-symbol-ordering))
#
# No $ORIGIN run path (--disable-local-rpath): the release loads no library from beside itself (libc and
# libm are the system's), and with one the loader read /proc/self/exe and looked for libm and libc in 13
# folders under .build/release (glibc-hwcaps, tls, x86_64) before the system's: 27 system calls a start.
#
# No dynamic symbol table of Specimen's own functions (--no-export-dynamic, after the driver's
# -export-dynamic): nothing looks them up (the libraries are static, hidden by --exclude-libs), yet the
# 9,100 symbols cost every start: the Swift runtime's dladdr of itself (_swift_initRuntimePath) walked
# them all (224 K instructions) and their 750 KB of tables were paged in.
#
# The release is one static executable (-static-executable: glibc, libm and ICU linked in too) when
# glibc's libc.a and ICU's libicuuc.a and libicudata.a are installed (libc6-dev and libicu-dev, which
# `make deps` installs) and HarfBuzz and FreeType are static: no loader runs at start, no shared object
# is mapped or relocated, and no libc function is bound on its first call (478 of them, lazily). A cold
# render's median in `make bench` went from 1.58x resvg's to 1.24x here, with 64 to 74 fewer page faults
# (docs/benchmark.md). ICU, which a dynamic build opens on first use, is linked in instead (a static
# program cannot dlopen it safely; Sources/CICU/shim.h), its four entry points forced in by name.
# Every other library must be an archive too: Tools/static-exe-flags.sh gives the flags only when all
# are there (checked when the recipe runs, after `make deps` and the two scripts above).
# `make release STATIC_EXE=no` links the dynamic release as before.
STATIC_EXE ?= yes
STATIC_EXE_WHEN_ARCHIVES := $(if $(filter yes,$(STATIC_EXE)),$$(bash $(CURDIR)/Tools/static-exe-flags.sh \
  $(if $(filter static,$(HARFBUZZ)),$(STATIC_HB_DIR),none) $(if $(filter static,$(STATIC_LIBS)),$(STATIC_LIBS_DIR),none)))
RELEASE_FLAGS := --disable-local-rpath --static-swift-stdlib $(STATIC_EXE_WHEN_ARCHIVES) -Xlinker -no-pie -Xlinker --no-export-dynamic -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
  $(if $(STATIC_CXX),-Xswiftc -L -Xswiftc $(STATIC_CXX_DIR)) $(ORDER_FLAGS)
release: deps
	$(if $(STATIC_CXX),@mkdir -p $(STATIC_CXX_DIR) && echo 'INPUT($(STATIC_CXX))' > $(STATIC_CXX_DIR)/libstdc++.so)
	$(if $(filter static,$(HARFBUZZ)),@bash Tools/static-harfbuzz.sh $(STATIC_HB_DIR))
	$(if $(filter static,$(STATIC_LIBS)),@bash Tools/static-libs.sh $(STATIC_LIBS_DIR))
	$(if $(LLD),,@echo "No ld.lld beside $(SWIFT): the release links with the default linker, its functions in link order.")
	env $(HB_ENV) $(SWIFT) build -c release --product specimen $(RELEASE_FLAGS)
	@# The linker writes the binary through a shared mapping, which leaves it in the page cache in 4 KB
	@# pages; written again with write(2) (same file, same time stamp, so nothing relinks) it is cached
	@# in large folios, as it is when read back from disk, and a cold render right after a build takes
	@# about 40 fewer page faults on it (docs/benchmark.md).
	@cp -p $(RELEASE_BIN) $(RELEASE_BIN).pages && cat $(RELEASE_BIN).pages > $(RELEASE_BIN) && touch -r $(RELEASE_BIN).pages $(RELEASE_BIN); rm -f $(RELEASE_BIN).pages

## cold-order: re-writes Tools/cold-start.order (the release's function order, above) from callgrind
## profiles of a cold render of every shipped variant (Tools/cold-order.sh; about 3 minutes), then
## links the release with it. Run it when the code a render runs has changed much; a stale order is
## still correct (a name it lists that no longer exists is skipped), only less contiguous.
cold-order: release
	@command -v valgrind >/dev/null || { SUDO=""; [ "$$(id -u)" = 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq valgrind; }
	bash Tools/cold-order.sh $(RELEASE_BIN) $(COLD_ORDER)
	@# The order file is not an input SwiftPM tracks: the binary is removed so the release relinks with it.
	rm -f $(RELEASE_BIN)
	$(MAKE) release

gallery: release
	$(RELEASE_BIN) gallery --out gallery
	@echo "Open gallery/index.html in a browser."

# The version is stated once, in Sources/Specimen/SpecimenVersion.swift (`specimen --version` prints it);
# the package and CHANGELOG.md's newest entry follow it (the tests hold the CHANGELOG to it).
VERSION := $(shell sed -n 's/^ *public static let current = "\([^"]*\)".*/\1/p' Sources/Specimen/SpecimenVersion.swift)
version:
	@echo $(VERSION)

## install: the release binary to $(PREFIX)/bin/specimen (default PREFIX /usr/local) and the fonts, themes
## and component schema it draws with to $(PREFIX)/share/specimen/, where an installed specimen looks first
## (Tools/install.sh; DESTDIR= is laid before PREFIX, as packagers expect). INSTALL_BINARY=FILE installs a
## binary already built instead of building the release (make test installs its debug build so).
PREFIX ?= /usr/local
install: $(if $(INSTALL_BINARY),,release)
	bash Tools/install.sh "$(DESTDIR)$(PREFIX)" "$(or $(INSTALL_BINARY),$(RELEASE_BIN))"

## deb: .build/deb/specimen_$(VERSION)_<arch>.deb from the release (dpkg-deb; Tools/deb.sh declares its
## dependencies from the binary), then extracted with dpkg -x into a scratch root and used there, checkout
## hidden: render, init, record, verify (Tests/Install/check.sh). Needs the release build (minutes), so
## `make test` checks `make install` with its debug build instead.
deb: release
	bash Tools/deb.sh "$(VERSION)" "$(RELEASE_BIN)" .build/deb

## python-deps: Pillow, the independent reader the animated-PNG tests decode with; jsonschema,
## the independent Draft 2020-12 validator the component documents are checked with; PyYAML,
## which reads the CI workflow in Examples/ as GitHub would; and axe-core-python, whose axe.min.js
## (Deque's axe-core, MPL-2.0) the gallery's accessibility test runs in Chromium.
python-deps:
	@python3 -c 'import axe_core_python' 2>/dev/null || python3 -m pip install -q axe-core-python 2>/dev/null \
	  || python3 -m pip install -q --break-system-packages axe-core-python
	@python3 -c 'import PIL' 2>/dev/null || python3 -m pip install -q pillow 2>/dev/null \
	  || python3 -m pip install -q --break-system-packages pillow 2>/dev/null \
	  || { SUDO=""; [ "$$(id -u)" = 0 ] || SUDO="sudo"; \
	       $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq python3-pil; }
	@python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install -q jsonschema 2>/dev/null \
	  || python3 -m pip install -q --break-system-packages jsonschema 2>/dev/null \
	  || { SUDO=""; [ "$$(id -u)" = 0 ] || SUDO="sudo"; \
	       $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq python3-jsonschema; }
	@python3 -c 'import yaml' 2>/dev/null || python3 -m pip install -q pyyaml 2>/dev/null \
	  || python3 -m pip install -q --break-system-packages pyyaml 2>/dev/null \
	  || { SUDO=""; [ "$$(id -u)" = 0 ] || SUDO="sudo"; \
	       $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq python3-yaml; }

# The test tools install in the background while Specimen builds (on a fresh machine apt-get takes about
# a minute), their output shown after the build; `make lint` (5 s of CPU, 12 s of wall time under load)
# runs beside the build too, and a finding still fails the tests. SPECIMEN_TEST_OPTIMISE=1 compiles the
# modules Package.swift names optimised in this debug build (see there why only here).
test: export SPECIMEN_TEST_OPTIMISE := 1
test: build-deps
	@mkdir -p .build; $(MAKE) --no-print-directory test-tools > .build/test-tools.log 2>&1 & tools=$$!; \
	$(MAKE) --no-print-directory lint > .build/lint.log 2>&1 & lint=$$!; \
	$(SWIFT) build --build-tests; built=$$?; \
	wait $$lint; linted=$$?; cat .build/lint.log; \
	wait $$tools; installed=$$?; cat .build/test-tools.log; \
	[ $$linted = 0 ] || { echo "make test: make lint found formatting to mend (above; make format mends it)" >&2; exit 1; }; \
	[ $$installed = 0 ] || { echo "make test: installing the test tools failed (above)" >&2; exit 1; }; \
	exit $$built
	@# Issue #36's cap on the face: `import Specimen` brings at most 700 public declarations (3 s).
	SWIFT=$(SWIFT) bash Tools/public-face.sh --limit 700 Specimen
	@# The install check and the dependency line's check need nothing the tests make, and mostly wait on
	@# git, SwiftPM and short processes: they run beside the tests (about 17 s less), their output after.
	@SWIFT=$(SWIFT) bash Tests/Install/dependency.sh > .build/dependency-check.log 2>&1 & dependency=$$!; \
	scratch=$$(mktemp -d); ( $(MAKE) --no-print-directory install PREFIX=$$scratch/prefix INSTALL_BINARY=.build/debug/specimen > /dev/null \
	  && bash Tests/Install/check.sh $$scratch/prefix/bin/specimen ) > .build/install-check.log 2>&1 & install=$$!; \
	$(SWIFT) test --skip-build --parallel --num-workers 2; tested=$$?; \
	wait $$install; installed=$$?; wait $$dependency; resolved=$$?; rm -rf $$scratch; \
	cat .build/install-check.log .build/dependency-check.log; \
	[ $$installed = 0 ] || echo "make test: the installed specimen's check failed (above)" >&2; \
	[ $$resolved = 0 ] || echo "make test: the README's dependency line did not resolve (above)" >&2; \
	[ $$tested = 0 ] && [ $$installed = 0 ] && [ $$resolved = 0 ]
	SWIFT=$(SWIFT) bash Tests/UserPackage/check.sh

## check: the tests a maintainer runs while working: every in-process suite and the goldens, with no
## external tool (Chromium, rsvg-convert, poppler, Pillow, jsonschema) and no process matrix (the CLI
## tests, which start `specimen`); `make test` runs everything. Meant to stay under 90 s after an
## incremental build on the 2-core machine.
CHECK_SKIP := CLITests|BenchTests|DocsSiteBrowserTests|pillowFilesMatchTheWholeImagePath|LayoutConformanceTests|WarmBrowserTests|BrowserCheckTests|AccessibilityTreeTests|SVGInBrowserTests|DocumentSchemaTests|FigmaImportSchemaTests|EveryVariantPDFTests|PDFDocumentTests|ReviewPacketTests|APNGTests|ZlibWriterTests|EveryVariantSVGTests|FigmaFeaturesRenderingTests|SVGRenderingTests|StrokeAlignmentRenderingTests
check: export SPECIMEN_TEST_OPTIMISE := 1
check: build-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel --num-workers 2 --skip '$(CHECK_SKIP)'

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
# The benchmark is its own executable (specimen-bench), built with the same flags beside the binary it times.
bench: release bench-deps conformance-deps
	env $(HB_ENV) $(SWIFT) build -c release --product specimen-bench $(RELEASE_FLAGS)
	SPECIMEN_BENCH_RESVG="$$(python3 -c 'import sysconfig; print(sysconfig.get_path("scripts"))')/resvg" .build/release/specimen-bench

## fuzz: builds the libFuzzer targets (Tests/Fuzz) and runs each for FUZZ_SECONDS, seeded from
## Tests/Fuzz/Corpus/<target>/; what it learns stays in .build/fuzz/corpus, a crash stops with the input
## in .build/fuzz/ (keep it under Tests/Fuzz/Crashers/<target>/ once fixed).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= tokens variant strings text png events batch pngrows options figma figmacheck documents backdrop
FUZZ_BIN := .build/fuzz/debug/specimen-fuzz

fuzz-build: deps
	SPECIMEN_FUZZ=1 $(SWIFT) build --scratch-path .build/fuzz --product specimen-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library

fuzz: fuzz-build
	@for target in $(FUZZ_TARGETS); do \
	  mkdir -p .build/fuzz/corpus/$$target; \
	  echo "fuzzing $$target for $(FUZZ_SECONDS) s"; \
	  SPECIMEN_FUZZ_TARGET=$$target $(FUZZ_BIN) .build/fuzz/corpus/$$target Tests/Fuzz/Corpus/$$target \
	    -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=3000 -malloc_limit_mb=1024 -max_len=65536 \
	    -artifact_prefix=.build/fuzz/$$target- -print_final_stats=1 2>&1 | grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|==[0-9]+==|SUMMARY|artifact_prefix)" ; \
	  test $${PIPESTATUS[0]} -eq 0 || exit 1; \
	done

## sanitize: the whole test suite under AddressSanitizer, then under ThreadSanitizer, each from its own
## instrumented build (.build/address, .build/thread; the `specimen` the CLI tests start is built instrumented
## too). Slow (README, Sanitizers), so not part of `make test`. Every report, the child processes'
## included, goes to .build/sanitize/<asan|tsan>.<pid>; the target fails on a failed test or any report.
## Suppressions: Tests/Sanitizers/lsan.supp and tsan.supp (each entry says what it hides and why).
## SANITIZE_FILTER=REGEX narrows both runs (swift test --filter), e.g. make sanitize SANITIZE_FILTER=PNGTests.
SANITIZE_LOGS := $(CURDIR)/.build/sanitize
SANITIZE_FILTER ?=
# One `swift test` per test target, in turn: under ThreadSanitizer one run of everything at once did not
# finish in 18 minutes on this 2-core machine (Swift Testing starts every test together), while the
# targets one by one finish in about 27 minutes.
SANITIZE_TARGETS := $(shell sed -n 's/.*testTarget.name: "\([A-Za-z]*\)".*/\1/p' Package.swift)
sanitize: deps browser-deps python-deps
	@rm -rf $(SANITIZE_LOGS); mkdir -p $(SANITIZE_LOGS); status=0; \
	for sanitizer in address thread; do \
	  $(SWIFT) build --build-tests --sanitize=$$sanitizer --scratch-path .build/$$sanitizer || exit 1; \
	  for target in $(SANITIZE_TARGETS); do \
	    echo "== $$sanitizer: $(if $(SANITIZE_FILTER),$(SANITIZE_FILTER),$$target)"; \
	    ASAN_OPTIONS="log_path=$(SANITIZE_LOGS)/asan" LSAN_OPTIONS="suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp print_suppressions=0" \
	    TSAN_OPTIONS="log_path=$(SANITIZE_LOGS)/tsan suppressions=$(CURDIR)/Tests/Sanitizers/tsan.supp second_deadlock_stack=1" \
	      $(SWIFT) test --skip-build --sanitize=$$sanitizer --scratch-path .build/$$sanitizer \
	        --filter '$(if $(SANITIZE_FILTER),$(SANITIZE_FILTER),^'"$$target"'\.)' || status=1; \
	    $(if $(SANITIZE_FILTER),break;) \
	  done; \
	done; \
	if ls $(SANITIZE_LOGS)/* >/dev/null 2>&1; then echo "sanitizer reports in $(SANITIZE_LOGS):"; ls $(SANITIZE_LOGS); status=1; fi; \
	exit $$status

## conformance: the conformance runs below: text, a design system's text, then layout.
conformance: text-conformance carbon-text-conformance layout-conformance

## layout-conformance: SpecimenAutoLayout against Chromium's flexbox, Yoga (PyPI poga) and Taffy (PyPI stretchable)
## on CONFORMANCE_TREES seeded random trees, CONFORMANCE_COMPONENTS trees near real components and the public
## Yoga and Taffy fixtures in Tests/Conformance/Fixtures, and 100,000 corner trees for the no-negative-size property:
## writes .build/conformance/{all.json,report.md,verdicts.json} and prints the table README's "Layout
## conformance" quotes; fails on a difference nothing explains. `make test` checks the committed sample only.
## conformance-sample: the same, then re-records that sample (Tests/LayoutConformanceTests/Sample/sample.json).
CONFORMANCE_TREES ?= 10000
CONFORMANCE_COMPONENTS ?= 2000
CONFORMANCE_DIR := .build/conformance
CONFORMANCE_PYPI := poga==0.1.19 stretchable==1.1.8
conformance-deps: browser-deps
	@python3 -m pip --version >/dev/null 2>&1 || { SUDO=""; [ "$$(id -u)" = 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq python3-pip; }
	@python3 -c 'import importlib.metadata as m, sys; sys.exit(m.version("poga") != "0.1.19" or m.version("stretchable") != "1.1.8")' 2>/dev/null \
	  || python3 -m pip install -q $(CONFORMANCE_PYPI) 2>/dev/null || python3 -m pip install -q --break-system-packages $(CONFORMANCE_PYPI)

layout-conformance: deps conformance-deps
	python3 Tests/Conformance/Tools/conformance.py build --random $(CONFORMANCE_TREES) --components $(CONFORMANCE_COMPONENTS) --out $(CONFORMANCE_DIR)/all.json
	$(SWIFT) build -c release --product specimen-conformance
	.build/release/specimen-conformance $(CONFORMANCE_DIR)/all.json --report $(CONFORMANCE_DIR)/report.md --verdicts $(CONFORMANCE_DIR)/verdicts.json --corner-trees 100000

## layout-time: the two trees issue 37 timed, the 24-level fill chain and the 8,191-node binary fill tree,
## each laid out in under 10 ms (best of 5, this thread's CPU time, release build). A time is no test in
## make test (the shared machine's load would decide it); make test counts their node visits instead
## (AutoLayoutLinearTests).
layout-time:
	$(SWIFT) build -c release --product specimen-conformance
	.build/release/specimen-conformance --bench "fill chain 24" --under 10
	.build/release/specimen-conformance --bench "binary fill tree, 8,191" --under 10

conformance-sample: layout-conformance
	python3 Tests/Conformance/Tools/conformance.py sample --from $(CONFORMANCE_DIR)/all.json --verdicts $(CONFORMANCE_DIR)/verdicts.json \
	  --random 200 --out Tests/LayoutConformanceTests/Sample/sample.json

## figma-fidelity: every real Figma file kept with Figma's own render of it (Tests/FigmaTests/Fixtures)
## imported, drawn at the render's scale and compared: pixels within 16/255 and boxes within 0.5 pt, one
## line a file. `make test` runs the same suite (FigmaFidelityTests) on a sample of fidget2's frames (all
## of them with SPECIMEN_FIGMA_FIDELITY=all, as here), which holds each file to its floor.
figma-fidelity: export SPECIMEN_TEST_OPTIMISE := 1
figma-fidelity: deps
	$(SWIFT) build --build-tests
	SPECIMEN_FIGMA_FIDELITY=all $(SWIFT) test --skip-build --filter FigmaFidelityTests 2>&1 | grep -E '^fidelity \||✘|passed after|failed after' | grep -v '^✔ Test [a-z]'

## figma-large: a Figma files response of about 120 MB (near a real 134 MB Community file: 182,000
## nodes, most of them instances, each with the fields Figma writes) generated on the fly into .build, then
## `check figma` and `import figma` of it timed with their peak memory. Too slow for make test.
## FIGMA_LARGE_FRAMES=4500 writes a 600 MB file (910,000 nodes) instead; FIGMA_LARGE puts it elsewhere (/tmp).
FIGMA_LARGE_FRAMES ?= 900
FIGMA_LARGE ?= .build/figma-large.json
figma-large: export SPECIMEN_TEST_OPTIMISE := 1
figma-large: deps
	$(SWIFT) build --product specimen
	python3 Tools/figma-large.py $(FIGMA_LARGE) $(FIGMA_LARGE_FRAMES)
	/usr/bin/time -f 'check figma: %e s, peak %M KB' .build/debug/specimen check figma $(FIGMA_LARGE) | tail -1
	rm -rf $(FIGMA_LARGE)-import
	/usr/bin/time -f 'import figma: %e s, peak %M KB' .build/debug/specimen import figma $(FIGMA_LARGE) --out $(FIGMA_LARGE)-import | head -1
	rm -rf $(FIGMA_LARGE)-import $(FIGMA_LARGE)

## fonts: rebuild the Noto fallback subsets in Fonts/ (a one-time step; make test never runs it).
fonts:
	@for p in fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji; do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then SUDO=""; [ "$$(id -u)" = 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; fi
	@python3 -c "import fontTools" 2>/dev/null || python3 -m pip install -q fonttools
	python3 Fonts/subset-fonts.py

## text-conformance: Unicode's whole conformance files (Debian unicode-data, Unicode 15.0: BidiCharacterTest.txt
## 91,707 cases, LineBreakTest.txt 7,654, emoji-test.txt 3,664 emoji in three contexts) through the suites
## that `make test` runs on the samples in Tests/TextTests/Conformance/; and every text box case
## (Tests/Conformance/Tools/text_conformance.py: lines, boxes and glyph positions from headless Chromium, same fonts;
## TextConformanceGroupsTests checks the further groups: line heights, features, paragraphs, italic, serif, CJK, Arabic, variable);
## mixed styles and mixed directions across runs (text_runs_conformance.py); and rasterised ink, Chromium's screenshot
## against Specimen's raster (text_ink_conformance.py, TextInkConformanceTests).
## text-conformance-sample: the same, then re-records the sample make test checks.
text-conformance: deps browser-deps python-deps
	@dpkg -s unicode-data >/dev/null 2>&1 || { SUDO=""; [ "$$(id -u)" = 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq unicode-data; }
	python3 Tests/Conformance/Tools/text_conformance.py build --out $(CONFORMANCE_DIR)/text-boxes.json
	python3 Tests/Conformance/Tools/text_runs_conformance.py build --out $(CONFORMANCE_DIR)/text-runs.json
	python3 Tests/Conformance/Tools/text_ink_conformance.py build --out $(CONFORMANCE_DIR)/text-ink.json
	$(SWIFT) build --build-tests
	SPECIMEN_UNICODE_DATA=/usr/share/unicode SPECIMEN_TEXT_BOXES=$(CURDIR)/$(CONFORMANCE_DIR)/text-boxes.json \
	  SPECIMEN_TEXT_RUNS=$(CURDIR)/$(CONFORMANCE_DIR)/text-runs.json SPECIMEN_TEXT_INK=$(CURDIR)/$(CONFORMANCE_DIR)/text-ink.json \
	  $(SWIFT) test --skip-build --filter 'ConformanceTests|TextConformanceGroupsTests'

text-conformance-sample: text-conformance
	python3 Tests/Conformance/Tools/text_conformance.py sample --from $(CONFORMANCE_DIR)/text-boxes.json \
	  --out Tests/TextTests/Conformance/text-boxes.sample.json
	python3 Tests/Conformance/Tools/text_runs_conformance.py sample --from $(CONFORMANCE_DIR)/text-runs.json \
	  --out Tests/TextTests/Conformance/text-runs.sample.json --count 24
	python3 Tests/Conformance/Tools/text_ink_conformance.py sample --from $(CONFORMANCE_DIR)/text-ink.json \
	  --out Tests/TextTests/Conformance/text-ink.sample.json --count 16

## carbon-text-conformance: a CSS design system's text with letter spacing against Chromium: a Carbon-like Button,
## Tag, Text Input and Notification in IBM Plex Sans (Carbon's type styles, 0.16 and 0.32 px letter spacing), once as
## Specimen documents (Tests/TextTests/Conformance/CarbonText/, the font in its fonts/) and once as Carbon's CSS, laid
## out and drawn at 1x and 2x by headless Chromium from that font file (Tests/Conformance/Tools/carbon_text_conformance.py);
## CarbonTextConformanceTests compares every node's box and each text's ink on its baseline. make test checks the
## committed sample (Tests/TextTests/Conformance/carbon-text.sample.json).
## carbon-text-conformance-sample: the same, then re-records that sample.
## carbon-text-font: copies IBM Plex Sans (PyPI fontpkg-ibm-plex-sans, the variable font unmodified, with its OFL) into
## the fixture's fonts/ (a one-time step, as make fonts is: the file is committed; Debian 12 has no fonts-ibm-plex).
carbon-text-conformance: deps browser-deps python-deps
	python3 Tests/Conformance/Tools/carbon_text_conformance.py build --out $(CONFORMANCE_DIR)/carbon-text.json
	$(SWIFT) build --build-tests
	SPECIMEN_CARBON_TEXT=$(CURDIR)/$(CONFORMANCE_DIR)/carbon-text.json $(SWIFT) test --skip-build --filter CarbonTextConformanceTests

carbon-text-conformance-sample: carbon-text-conformance
	python3 Tests/Conformance/Tools/carbon_text_conformance.py sample --from $(CONFORMANCE_DIR)/carbon-text.json \
	  --out Tests/TextTests/Conformance/carbon-text.sample.json

CARBON_TEXT_FONTS := Tests/TextTests/Conformance/CarbonText/fonts
carbon-text-font:
	@python3 -c 'import importlib.metadata as m, sys; sys.exit(m.version("fontpkg-ibm-plex-sans") != "3.201")' 2>/dev/null \
	  || python3 -m pip install -q fontpkg-ibm-plex-sans==3.201 2>/dev/null || python3 -m pip install -q --break-system-packages fontpkg-ibm-plex-sans==3.201
	@from=$$(python3 -c 'import fontpkg_ibm_plex_sans, os; print(os.path.dirname(fontpkg_ibm_plex_sans.__file__))'); \
	  cp "$$from/files/IBMPlexSans[wdth,wght].ttf" $(CARBON_TEXT_FONTS)/IBMPlexSans-Variable.ttf && cp "$$from/LICENSE" $(CARBON_TEXT_FONTS)/IBMPlexSans-LICENSE.txt

clean:
	rm -rf .build gallery
