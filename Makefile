# Builds and installs the seguegen command-line tool.
#   make                      release build
#   make install [PREFIX=…]   copies it to $(PREFIX)/bin (default /usr/local)
#   make uninstall [PREFIX=…]
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
# On Linux the binary carries the Swift runtime, so it runs on a machine
# without the toolchain's libraries; macOS ships the runtime. On Linux the
# release script builds through `make build`, so its build serves `make
# install` too; on macOS it builds a universal binary of its own.
SWIFT_BUILD_FLAGS = -c release --product seguegen$(if $(filter Linux,$(shell uname -s)), --static-swift-stdlib,)

.PHONY: build install uninstall

build:
	swift build $(SWIFT_BUILD_FLAGS)

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$(swift build $(SWIFT_BUILD_FLAGS) --show-bin-path)/seguegen" "$(BINDIR)/seguegen"

uninstall:
	rm -f "$(BINDIR)/seguegen"
