# Builds and installs the seguegen command-line tool.
#   make                      release build
#   make install [PREFIX=…]   copies it to $(PREFIX)/bin (default /usr/local)
#   make uninstall [PREFIX=…]
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin

.PHONY: build install uninstall

build:
	swift build -c release --product seguegen

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$(swift build -c release --show-bin-path)/seguegen" "$(BINDIR)/seguegen"

uninstall:
	rm -f "$(BINDIR)/seguegen"
