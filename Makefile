# Gnomon: `make` builds ./gnomon, `make check` builds and runs the test suite.
#
# Layers (see HACKING), from the bottom: src/core (the rules), src/ai (the
# search), src/store (the game's files), src/net (rooms over sockets: the
# protocol, the room's state machine, its process), src/ui (the interface's
# logic and its save policy, without a terminal), src/cli (the headless
# subcommands), src/lab (the design lab's subcommands), src/plain (the line
# mode, a front end without curses); each layer's headers are in
# include/LAYER/.
# build/libgnomon.a holds all of them and no curses.  On top, src/tui (the
# curses front end) and src/main.c (the entry, which picks a front end) are
# linked beside it.  test_library links the whole library without curses,
# so a curses call or a front end named in it fails to link;
# tests/e2e/layers.sh checks that no file includes a layer above its own.

CC ?= cc
PKG_CONFIG ?= pkg-config
CFLAGS ?= -O2 -g
LDFLAGS ?=

WARNINGS = -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes -Wwrite-strings -Wformat=2
# A packager's own fortify level (Debian's dpkg-buildflags put
# -D_FORTIFY_SOURCE=2, or 3, in CPPFLAGS) stands: defining it twice would
# warn that it is redefined, and ours would override theirs.
FORTIFY_CFLAGS = $(if $(findstring _FORTIFY_SOURCE,$(CPPFLAGS) $(CFLAGS)),,-D_FORTIFY_SOURCE=2)
# Flags not every compiler or target has (-fcf-protection is x86's CET;
# clang before 11 lacks -fstack-clash-protection) are probed, once per make
# run, with -Werror, so that a flag a compiler accepts with only a warning
# that it ignores it counts as missing.  `make check-hardening` is told what
# the probe found.
# The 9x9 program's make is handed what this one found (NINE_MAKE), and a
# variable given on the command line is not probed for at all.
cc_accepts = $(shell $(CC) -Werror $(1) -x c -c -o /dev/null /dev/null \
	2>/dev/null && echo $(1))
ifneq ($(origin PROBED_CFLAGS),command line)
PROBED_CFLAGS := $(strip $(call cc_accepts,-fstack-clash-protection) \
	$(call cc_accepts,-fcf-protection))
endif
HARDENING_CFLAGS = $(FORTIFY_CFLAGS) -fstack-protector-strong -fPIE \
	$(PROBED_CFLAGS)
HARDENING_LDFLAGS = -pie -Wl,-z,relro,-z,now
# BOARD=9 builds the 9x9 program, gnomon-9, from the same sources: the
# board's size is a compile-time choice (include/core/bitboard.h), so that the
# 7x7 program keeps its 64-bit boards and its speed.  `make` builds both,
# the 9x9 one under $(BUILD)/nine by a second make of this file.
BOARD = 7
BOARD_CPPFLAGS = $(if $(filter-out 7,$(BOARD)),-DGNOMON_BOARD_SIZE=$(BOARD))
ALL_CPPFLAGS = -Iinclude -D_POSIX_C_SOURCE=200809L $(BOARD_CPPFLAGS) \
	$(SQLITE_CFLAGS) $(CPPFLAGS)
ALL_CFLAGS = $(WARNINGS) $(HARDENING_CFLAGS) $(CFLAGS)
ALL_LDFLAGS = $(HARDENING_LDFLAGS) $(LDFLAGS)

# pkg-config's answers, asked once per make run (and, as the probes, not
# again by the 9x9 program's make).
ifneq ($(origin CURSES_CFLAGS),command line)
CURSES_CFLAGS := $(shell $(PKG_CONFIG) --cflags ncursesw 2>/dev/null)
endif
ifneq ($(origin CURSES_LIBS),command line)
CURSES_LIBS := $(shell $(PKG_CONFIG) --libs ncursesw 2>/dev/null || echo -lncursesw)
endif
ifneq ($(origin CMOCKA_CFLAGS),command line)
CMOCKA_CFLAGS := $(shell $(PKG_CONFIG) --cflags cmocka 2>/dev/null)
endif
ifneq ($(origin CMOCKA_LIBS),command line)
CMOCKA_LIBS := $(shell $(PKG_CONFIG) --libs cmocka 2>/dev/null || echo -lcmocka)
endif
# The server's database (src/store/server_*.c): SQLite, and libxcrypt's
# crypt(3) for its players' passwords.  In the library, so every program
# linked with it links them too (STORE_LIBS).
ifneq ($(origin SQLITE_CFLAGS),command line)
SQLITE_CFLAGS := $(shell $(PKG_CONFIG) --cflags sqlite3 2>/dev/null)
endif
ifneq ($(origin SQLITE_LIBS),command line)
SQLITE_LIBS := $(shell $(PKG_CONFIG) --libs sqlite3 2>/dev/null || echo -lsqlite3)
endif
ifneq ($(origin CRYPT_LIBS),command line)
CRYPT_LIBS := $(shell $(PKG_CONFIG) --libs libcrypt 2>/dev/null || echo -lcrypt)
endif
STORE_LIBS = $(SQLITE_LIBS) $(CRYPT_LIBS)
THREAD_LIBS = -lpthread

BUILD = build
PROGRAM = gnomon
LIB_SOURCES = $(wildcard src/core/*.c src/ai/*.c src/store/*.c src/net/*.c \
	src/ui/*.c src/cli/*.c src/lab/*.c src/plain/*.c)
TUI_SOURCES = $(wildcard src/tui/*.c)
LIB_OBJECTS = $(LIB_SOURCES:%.c=$(BUILD)/%.o) $(BUILD)/gen/rules_text.o \
	$(BUILD)/gen/lessons_text.o $(BUILD)/gen/puzzles_text.o \
	$(BUILD)/gen/opening_book_text.o
TUI_OBJECTS = $(TUI_SOURCES:%.c=$(BUILD)/%.o)
MAIN_OBJECT = $(BUILD)/src/main.o
LIBRARY = $(BUILD)/libgnomon.a

# tests/test_nine_*.c are the 9x9 program's tests, built and run by its
# make (BOARD=9) against its library, with those of NINE_SHARED_TESTS that
# hold for either board; the rest are the 7x7 program's.
NINE_SHARED_TESTS = tests/test_geometry.c tests/test_rng.c tests/test_plain_vs_core.c
ifeq ($(BOARD),7)
TEST_SOURCES = $(filter-out tests/test_nine_%.c, $(wildcard tests/test_*.c))
else
TEST_SOURCES = $(wildcard tests/test_nine_*.c) $(NINE_SHARED_TESTS)
endif
# tests/support/room_peer.c is a program of its own (a scripted client of
# rooms for the e2e scripts), not a helper linked into the test programs.
ROOM_PEER = $(BUILD)/tests/room_peer
TEST_SUPPORT_SOURCES = $(filter-out tests/support/room_peer.c, \
	$(wildcard tests/support/*.c))
TEST_SUPPORT_OBJECTS = $(TEST_SUPPORT_SOURCES:%.c=$(BUILD)/%.o)
TEST_PROGRAMS = $(TEST_SOURCES:tests/%.c=$(BUILD)/tests/%)

# The 9x9 program beside the 7x7 one (./gnomon-9 next to ./gnomon), made
# by a second make of this file with BOARD=9 in $(NINE_BUILD): its own
# objects and library, from the same sources.
NINE_BUILD = $(BUILD)/nine
NINE_PROGRAM = $(dir $(PROGRAM))gnomon-9
# It is given what the probes and pkg-config found: a make run's shell
# calls are most of its start, and install's test runs make fifteen times.
FOUND = PROBED_CFLAGS CURSES_CFLAGS CURSES_LIBS CMOCKA_CFLAGS CMOCKA_LIBS \
	SQLITE_CFLAGS SQLITE_LIBS CRYPT_LIBS
NINE_MAKE = $(MAKE) BOARD=9 BUILD=$(NINE_BUILD) PROGRAM=$(NINE_BUILD)/gnomon-9 \
	$(foreach found,$(FOUND),$(found)='$($(found))')

.PHONY: all clean
.SECONDARY:
ifeq ($(BOARD),7)
all: $(PROGRAM) $(NINE_PROGRAM)

ifneq ($(findstring q,$(firstword -$(MAKEFLAGS))),)
# make -q runs no recipe but a `+` one, and when that one (the second make,
# asked -q) answers "not up to date" it fails and make deletes its target.
# So under -q the second make is asked here, and ./gnomon-9 is out of date
# only if its build or its copy is: make -q answers, and changes nothing.
NINE_CURRENT := $(shell $(NINE_MAKE) -q $(NINE_BUILD)/gnomon-9 \
	>/dev/null 2>&1 && cmp -s $(NINE_BUILD)/gnomon-9 $(NINE_PROGRAM) && \
	echo yes)
$(NINE_PROGRAM): $(if $(NINE_CURRENT),,FORCE)
	@:
else
# Copied only when it changed, so that what depends on it is not remade.
$(NINE_PROGRAM): FORCE
	+@$(NINE_MAKE) $(NINE_BUILD)/gnomon-9
	@cmp -s $(NINE_BUILD)/gnomon-9 $@ || cp $(NINE_BUILD)/gnomon-9 $@
endif
else
all: $(PROGRAM)
endif

$(PROGRAM): $(MAIN_OBJECT) $(TUI_OBJECTS) $(LIBRARY)
	$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) -o $@ $(MAIN_OBJECT) $(TUI_OBJECTS) \
		$(LIBRARY) $(STORE_LIBS) $(CURSES_LIBS) $(THREAD_LIBS) -lm

$(LIBRARY): $(LIB_OBJECTS)
	rm -f $@
	$(AR) rcs $@ $(LIB_OBJECTS)

$(BUILD)/src/tui/%.o: src/tui/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CPPFLAGS) $(CURSES_CFLAGS) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/src/%.o: src/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

# The tests are C as the program is, held to the same warnings, and every
# warning stops the build (TEST_WERROR= lets a compiler with new warnings
# build them anyway); tests/check-warnings.sh holds them to the other
# compiler's warnings in make check.
TEST_WERROR = -Werror
TEST_CFLAGS = $(ALL_CFLAGS) $(TEST_WERROR)

$(BUILD)/tests/%.o: tests/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CPPFLAGS) -Itests $(CMOCKA_CFLAGS) $(TEST_CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/tests/test_%: $(BUILD)/tests/test_%.o $(TEST_SUPPORT_OBJECTS) $(LIBRARY)
	$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) -o $@ $< $(TEST_SUPPORT_OBJECTS) \
		$(LIBRARY) $(STORE_LIBS) $(CMOCKA_LIBS) $(THREAD_LIBS) -lm

# The colour schemes are the curses front end's: their test is compiled
# and linked with curses and the drawing (it opens no terminal).
TUI_TEST_OBJECTS = $(BUILD)/src/tui/tui_colour.o $(BUILD)/src/tui/tui_draw.o
$(BUILD)/tests/test_tui_colour.o: tests/test_tui_colour.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CPPFLAGS) -Itests -Isrc/tui $(CURSES_CFLAGS) $(CMOCKA_CFLAGS) \
		$(TEST_CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/tests/test_tui_colour: $(BUILD)/tests/test_tui_colour.o \
    $(TUI_TEST_OBJECTS) $(LIBRARY)
	$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) -o $@ $< $(TUI_TEST_OBJECTS) \
		$(LIBRARY) $(STORE_LIBS) $(CMOCKA_LIBS) $(CURSES_LIBS) -lm

# The library alone, linked whole (every object, not only those a test
# calls) and without curses: an unresolved symbol anywhere in it, such as a
# curses call or a front end named below the front ends, fails this link
# and so `make check`.  --export-dynamic lets the test look itself up.
$(ROOM_PEER): $(BUILD)/tests/support/room_peer.o $(LIBRARY)
	$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) -o $@ $< $(LIBRARY) $(STORE_LIBS)

$(BUILD)/tests/test_library: $(BUILD)/tests/test_library.o $(LIBRARY)
	$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) -Wl,--export-dynamic -o $@ $< \
		-Wl,--whole-archive $(LIBRARY) -Wl,--no-whole-archive \
		$(STORE_LIBS) $(CMOCKA_LIBS) $(THREAD_LIBS) -lm

# ---- The checks ----
# `make check` runs every test program and every end-to-end script (the
# scripts find the binary under test in $GNOMON), in parallel under
# `make -j`: each writes its log to build/check/ and prints one line; the
# last line sums them up, after the whole log of whatever failed.  It runs
# the heavy tests light (CHECK_LIGHT); `make check-long`, which CI also
# runs, runs the very same tests at their full counts (their defaults).
CHECK_DIR = $(BUILD)/check
# The longest start first, so that none is left running alone at the end.
# The 9x9 program's make runs its test programs only: the scripts drive
# ./gnomon, and tests/e2e/nine.sh drives gnomon-9 through it.
ifeq ($(BOARD),7)
E2E_SCRIPTS = $(wildcard tests/e2e/*.sh)
CHECK_FIRST = $(CHECK_DIR)/e2e/tui_soak.result $(CHECK_DIR)/test_search.result
else
E2E_SCRIPTS =
CHECK_FIRST =
endif
# The tests' warnings under the other compiler (see warnings.result).
OTHER_CC = $(if $(findstring clang,$(CC)),gcc,clang)
CHECK_TUI_TEST = $(filter tests/test_tui_colour.c,$(TEST_SOURCES))
WARNINGS_RESULTS = $(CHECK_DIR)/warnings.result \
	$(if $(CHECK_TUI_TEST),$(CHECK_DIR)/warnings_tui.result)
CHECK_RESULTS = $(CHECK_FIRST) $(filter-out $(CHECK_FIRST), \
	$(E2E_SCRIPTS:tests/e2e/%.sh=$(CHECK_DIR)/e2e/%.result) \
	$(TEST_PROGRAMS:$(BUILD)/tests/%=$(CHECK_DIR)/%.result)) \
	$(WARNINGS_RESULTS)
CHECK_LIGHT = GNOMON_PLAIN_GAMES=1 GNOMON_PLAIN_PERFT_DEPTH=4 \
	GNOMON_SOAK_EVENTS=20000 GNOMON_TUI_SOAK_EVENTS=300 \
	GNOMON_LAST_DAY_POSITIONS=60 GNOMON_BOOK_SEARCHES=1 \
	GNOMON_HINTS_PLAIN_GAMES=25 GNOMON_PUZZLE_PROOFS=8 \
	GNOMON_REVIEW_GAMES=12 GNOMON_SERVER_KILL_ROUNDS=20 \
	GNOMON_ROOM_KILL_ROUNDS=20 GNOMON_PROOF_POSITIONS=30 \
	GNOMON_PIE_GAMES=64 GNOMON_DAY_TWO_SAMPLES=300
RUN_TESTS = sh tests/run-tests.sh

# `make check-heavy` runs only the tests that make check runs light, at
# their full counts: those that read a variable of CHECK_LIGHT.  CI runs it
# beside make check, which runs all the others just as check-long would.
CHECK_LIGHT_NAMES = $(foreach setting,$(CHECK_LIGHT),$(firstword $(subst =, ,$(setting))))
HEAVY_SOURCES := $(shell grep -l $(addprefix -e ,$(CHECK_LIGHT_NAMES)) \
	$(TEST_SOURCES) $(E2E_SCRIPTS))
HEAVY_RESULTS = $(filter $(HEAVY_SOURCES:tests/%.c=$(CHECK_DIR)/%.result) \
	$(HEAVY_SOURCES:tests/e2e/%.sh=$(CHECK_DIR)/e2e/%.result), $(CHECK_RESULTS))

# The 9x9 program's tests run beside these, under the same make -j: its
# make runs their results alone (GOAL-results, once gnomon-9 and its
# library are built, so that two makes never build them at once), and its
# summary (GOAL-summary) follows this one's.
.PHONY: check check-long check-heavy FORCE
.PHONY: check-results check-long-results check-heavy-results
.PHONY: check-summary check-long-summary check-heavy-summary
check check-results: CHECK_COUNTS = $(CHECK_LIGHT)
check-long check-heavy check-long-results check-heavy-results: CHECK_COUNTS =
check-results check-long-results: $(CHECK_RESULTS)
check-heavy-results: $(HEAVY_RESULTS)
CHECK_LABEL = $(if $(filter 7,$(BOARD)),checks,gnomon-9-checks)
HEAVY_LABEL = $(if $(filter 7,$(BOARD)),heavy-checks,gnomon-9-heavy-checks)
check-summary check-long-summary:
	@$(RUN_TESTS) summary $(CHECK_LABEL) $(CHECK_RESULTS)
check-heavy-summary:
	@$(RUN_TESTS) summary $(HEAVY_LABEL) $(HEAVY_RESULTS)
ifeq ($(BOARD),7)
NINE_RESULTS = nine-results
.PHONY: nine-results
check: NINE_GOAL = check
check-long: NINE_GOAL = check-long
check-heavy: NINE_GOAL = check-heavy
nine-results: $(NINE_PROGRAM)
	+@$(NINE_MAKE) $(NINE_GOAL)-results
endif
check check-long: $(CHECK_RESULTS) $(NINE_RESULTS)
	@$(RUN_TESTS) summary $(CHECK_LABEL) $(CHECK_RESULTS)
ifeq ($(BOARD),7)
	+@$(NINE_MAKE) $@-summary
endif

check-heavy: $(HEAVY_RESULTS) $(NINE_RESULTS)
	@$(RUN_TESTS) summary $(HEAVY_LABEL) $(HEAVY_RESULTS)
ifeq ($(BOARD),7)
	+@$(NINE_MAKE) $@-summary
endif

# `make check-one T=NAME` runs one test by its name, a test program
# (T=test_rules) or an end-to-end script (T=room_cli), at make check's
# counts, and prints its log if it failed: the loop to work in.  A 9x9
# program's test (T=test_nine_board) is run by the 9x9 program's make.
.PHONY: check-one
ONE_RESULT = $(filter $(CHECK_DIR)/$(T).result $(CHECK_DIR)/e2e/$(T).result, \
	$(CHECK_RESULTS))
check-one: CHECK_COUNTS = $(CHECK_LIGHT)
ifeq ($(BOARD),7)
ifneq ($(filter test_nine_%,$(T)),)
ONE_RESULT = $(NINE_BUILD)/check/$(T).result
check-one:
	+@$(NINE_MAKE) $@
endif
endif
ifeq ($(filter $(NINE_BUILD)/%,$(ONE_RESULT)),)
check-one: $(ONE_RESULT)
	@[ -n "$(ONE_RESULT)" ] || { echo "make check-one: no test named" \
	    "'$(T)' (T=test_rules or T=room_cli, as in tests/)" >&2; exit 2; }
	@$(RUN_TESTS) summary $(T) $(ONE_RESULT)
endif

# The tests' sources (this board's, with their support and room_peer)
# through the other compiler's front end under -Werror: clang's beside
# gcc, gcc's beside clang.  A few seconds, where building every test
# program again would double make check.
# test_tui_colour, with curses' flags, apart.  Checked again only when
# what it reads has changed, as an object is built again: a test's source,
# a header, the flags (this Makefile); some 8 s of a make check that
# changed none of them.
WARNINGS_INPUTS = Makefile tests/check-warnings.sh \
	$(wildcard include/*/*.h tests/support/*.h)
$(CHECK_DIR)/warnings.result: $(filter-out $(CHECK_TUI_TEST),$(TEST_SOURCES)) \
    $(TEST_SUPPORT_SOURCES) tests/support/room_peer.c $(WARNINGS_INPUTS)
	@$(RUN_TESTS) run $(OTHER_CC)_warnings $@ sh tests/check-warnings.sh \
		$(OTHER_CC) $(ALL_CPPFLAGS) -Itests $(CMOCKA_CFLAGS) $(WARNINGS) \
		$(filter %.c,$^)

$(CHECK_DIR)/warnings_tui.result: $(CHECK_TUI_TEST) $(wildcard src/tui/*.h) \
    $(WARNINGS_INPUTS)
	@$(RUN_TESTS) run $(OTHER_CC)_warnings_tui $@ sh tests/check-warnings.sh \
		$(OTHER_CC) $(ALL_CPPFLAGS) -Itests -Isrc/tui $(CURSES_CFLAGS) \
		$(CMOCKA_CFLAGS) $(WARNINGS) $(filter %.c,$^)

$(CHECK_DIR)/%.result: $(BUILD)/tests/% FORCE
	@$(CHECK_COUNTS) $(RUN_TESTS) run $* $@ $<

$(CHECK_DIR)/e2e/%.result: tests/e2e/%.sh $(PROGRAM) $(NINE_PROGRAM) $(ROOM_PEER) FORCE
	@GNOMON=$(abspath $(PROGRAM)) ROOM_PEER=$(abspath $(ROOM_PEER)) $(CHECK_COUNTS) $(RUN_TESTS) run e2e/$* $@ $<

clean:
	rm -rf $(BUILD) gnomon gnomon-9

# ---- The rules screen's text: the man page's rules, rendered at build time ----
# One source for the rules: F1 in the game shows man/gnomon.6's NAME, RULES
# and KEYS as mandoc renders them (the rest of the page is for `man
# gnomon`), turned into C by tools/embed_text.c (include/ui/rules_text.h).
# Generated files live under build/ and are never committed.
MANDOC ?= mandoc
VERSION := $(shell sed -n 's/.*GNOMON_VERSION "\(.*\)".*/\1/p' include/core/version.h)
RULES_WIDTH := $(shell sed -n 's/.*RULES_TEXT_WIDTH = \([0-9]*\).*/\1/p' include/ui/rules_text.h)
RENDER_PAGE = $(MANDOC) -O width=$(RULES_WIDTH) -I os="Gnomon $(VERSION)"
RULES_SECTIONS = NAME RULES KEYS

# The page's prologue (up to its first .Sh) and the sections named.
$(BUILD)/gen/rules.6: man/gnomon.6
	@mkdir -p $(dir $@)
	awk -v keep='$(RULES_SECTIONS)' 'BEGIN { split(keep, names, " "); \
	    for (i in names) wanted[".Sh " names[i]] = 1; on = 1 } \
	    /^\.Sh / { on = ($$0 in wanted) } on' man/gnomon.6 > $@.tmp && \
	    mv $@.tmp $@

$(BUILD)/gen/rules.utf8: $(BUILD)/gen/rules.6 include/ui/rules_text.h
	$(RENDER_PAGE) -T utf8 $(BUILD)/gen/rules.6 > $@.tmp && mv $@.tmp $@

$(BUILD)/gen/rules.ascii: $(BUILD)/gen/rules.6 include/ui/rules_text.h
	$(RENDER_PAGE) -T ascii $(BUILD)/gen/rules.6 > $@.tmp && mv $@.tmp $@

# embed_text runs here, during the build: in a cross build it is compiled
# for the build machine, by CC_FOR_BUILD (GNU's name; $(CC) unless given),
# with the build machine's flags alone (the target's CFLAGS and hardening
# may not suit it).
CC_FOR_BUILD ?= $(CC)
CFLAGS_FOR_BUILD ?= -O2
LDFLAGS_FOR_BUILD ?=
$(BUILD)/tools/embed_text: tools/embed_text.c
	@mkdir -p $(dir $@)
	$(CC_FOR_BUILD) -Iinclude $(WARNINGS) $(CFLAGS_FOR_BUILD) \
		$(LDFLAGS_FOR_BUILD) -o $@ tools/embed_text.c

$(BUILD)/gen/rules_text.c: $(BUILD)/tools/embed_text $(BUILD)/gen/rules.utf8 $(BUILD)/gen/rules.ascii
	$(BUILD)/tools/embed_text ui/rules_text.h rules_text $(BUILD)/gen/rules.utf8 \
		rules_text_ascii $(BUILD)/gen/rules.ascii > $@.tmp && mv $@.tmp $@

# ---- The lessons: lessons/lessons.txt, carried in the program ----
# `gnomon learn` reads its lessons from the program itself (lessons_text.h),
# so an installed gnomon needs no data path; tests/test_lesson.c proves
# each one by a search.
$(BUILD)/gen/lessons_text.c: $(BUILD)/tools/embed_text lessons/lessons.txt
	@mkdir -p $(dir $@)
	$(BUILD)/tools/embed_text ui/lessons_text.h lessons_text \
		lessons/lessons.txt > $@.tmp && mv $@.tmp $@

# ---- The puzzles: puzzles/puzzles.txt, carried in the program ----
# Mined by tools/mine-puzzles.sh (gnomon lab puzzles); `gnomon puzzle`
# reads them from the program itself (puzzles_text.h), and
# tests/test_puzzle_proof.c proves each one by a search.
$(BUILD)/gen/puzzles_text.c: $(BUILD)/tools/embed_text puzzles/puzzles.txt
	@mkdir -p $(dir $@)
	$(BUILD)/tools/embed_text ui/puzzles_text.h puzzles_text \
		puzzles/puzzles.txt > $@.tmp && mv $@.tmp $@

# ---- The opening book: src/ai/opening_book.txt, carried in the program ----
# Made by tools/build-book.sh (deep searches, offline); tests/test_book.c
# checks its entries against the search.
$(BUILD)/gen/opening_book_text.c: $(BUILD)/tools/embed_text src/ai/opening_book.txt
	@mkdir -p $(dir $@)
	$(BUILD)/tools/embed_text ai/opening_book_text.h opening_book_text \
		src/ai/opening_book.txt > $@.tmp && mv $@.tmp $@

$(BUILD)/gen/%.o: $(BUILD)/gen/%.c
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

# ---- Installing, and the release tarball ----
# The GNU directory variables (prefix, exec_prefix, bindir, datarootdir,
# mandir, man5dir, man6dir, man7dir), each defaulting to the uppercase name
# this Makefile has always read (PREFIX, BINDIR, MANDIR), which keep working:
# `make install prefix=/usr bindir=/usr/games` and `make install
# PREFIX=/usr BINDIR=/usr/games` install the same files.
# BINDIR is $(PREFIX)/bin, not $(PREFIX)/games: see "Install" in README.
PREFIX ?= /usr/local
prefix ?= $(PREFIX)
exec_prefix ?= $(prefix)
BINDIR ?= $(exec_prefix)/bin
bindir ?= $(BINDIR)
datarootdir ?= $(prefix)/share
MANDIR ?= $(datarootdir)/man
mandir ?= $(MANDIR)
man5dir ?= $(mandir)/man5
man6dir ?= $(mandir)/man6
man7dir ?= $(mandir)/man7
# bash-completion loads a command's completion from completions/ under each
# data directory ($XDG_DATA_DIRS: /usr/local/share, /usr/share); its own
# is `pkg-config --variable=completionsdir bash-completion`.
bashcompletiondir ?= $(datarootdir)/bash-completion/completions
INSTALL ?= install
INSTALL_PROGRAM ?= $(INSTALL)
INSTALL_DATA ?= $(INSTALL) -m 644
DIST = gnomon-$(VERSION)

.PHONY: install install-strip installcheck uninstall dist distcheck distclean
# gnomon-9 goes beside gnomon, where gnomon looks for it, and its page is
# gnomon(6) (a link).
install: $(PROGRAM) $(NINE_PROGRAM)
	$(INSTALL) -d $(DESTDIR)$(bindir) $(DESTDIR)$(man5dir) \
		$(DESTDIR)$(man6dir) $(DESTDIR)$(man7dir) \
		$(DESTDIR)$(bashcompletiondir)
	$(INSTALL_PROGRAM) $(PROGRAM) $(DESTDIR)$(bindir)/gnomon
	$(INSTALL_PROGRAM) $(NINE_PROGRAM) $(DESTDIR)$(bindir)/gnomon-9
	$(INSTALL_DATA) man/gnomon-engine.5 $(DESTDIR)$(man5dir)/gnomon-engine.5
	$(INSTALL_DATA) man/gnomon-puzzles.5 $(DESTDIR)$(man5dir)/gnomon-puzzles.5
	$(INSTALL_DATA) man/gnomon-record.5 $(DESTDIR)$(man5dir)/gnomon-record.5
	$(INSTALL_DATA) man/gnomon-room.5 $(DESTDIR)$(man5dir)/gnomon-room.5
	$(INSTALL_DATA) man/gnomon.6 $(DESTDIR)$(man6dir)/gnomon.6
	$(INSTALL_DATA) man/gnomon-lab.6 $(DESTDIR)$(man6dir)/gnomon-lab.6
	$(INSTALL_DATA) man/gnomon-server.7 $(DESTDIR)$(man7dir)/gnomon-server.7
	ln -sf gnomon.6 $(DESTDIR)$(man6dir)/gnomon-9.6
	$(INSTALL_DATA) completion/gnomon.bash $(DESTDIR)$(bashcompletiondir)/gnomon

# As install, the programs stripped of their symbols (GNU's install-strip).
install-strip:
	$(MAKE) INSTALL_PROGRAM='$(INSTALL_PROGRAM) -s' install

# The installed program's own checks (tests/installcheck.sh): it runs, its
# counts are right, it runs the installed gnomon-9, and the end-to-end
# scripts that need only a program pass against it.
installcheck:
	sh tests/installcheck.sh $(DESTDIR)$(bindir)/gnomon

uninstall:
	rm -f $(DESTDIR)$(bindir)/gnomon $(DESTDIR)$(bindir)/gnomon-9 \
		$(DESTDIR)$(man6dir)/gnomon-9.6 \
		$(DESTDIR)$(man5dir)/gnomon-engine.5 \
		$(DESTDIR)$(man5dir)/gnomon-puzzles.5 \
		$(DESTDIR)$(man5dir)/gnomon-record.5 \
		$(DESTDIR)$(man5dir)/gnomon-room.5 \
		$(DESTDIR)$(man6dir)/gnomon.6 $(DESTDIR)$(man6dir)/gnomon-lab.6 \
		$(DESTDIR)$(man7dir)/gnomon-server.7 \
		$(DESTDIR)$(bashcompletiondir)/gnomon

# What make and make dist made, as clean, and the release tarball too: the
# tree as it was unpacked or checked out.
# Everything a build leaves: the whole build/ (the gates' builds live
# under it, and a gate's own BUILD=build/... reaches a make run inside it).
distclean: clean
	rm -rf build
	rm -f $(DIST).tar $(DIST).tar.gz

# The committed files of HEAD, under gnomon-VERSION/.  distcheck unpacks
# the tarball in a fresh temporary directory and runs the whole test suite
# there (the directory is kept if that fails, to look into).  Outside a git
# checkout (an unpacked tarball, even one inside another repository) there
# is no HEAD to pack: dist says so and fails, writing nothing.
dist:
	@[ "$$(git rev-parse --verify -q HEAD 2>/dev/null)" ] && \
	[ -z "$$(git rev-parse --show-prefix 2>/dev/null)" ] || { \
		echo "make dist: $(CURDIR) is not the top of a git checkout;" \
		    "dist packs the committed files of HEAD" >&2; exit 1; }
	@git diff --quiet HEAD || echo "dist: uncommitted changes are left out"
	git archive --format=tar --prefix=$(DIST)/ -o $(DIST).tar HEAD
	gzip -9nf $(DIST).tar

distcheck: dist
	dir=$$(mktemp -d) && echo "distcheck in $$dir" && \
	gzip -dc $(DIST).tar.gz | (cd "$$dir" && tar xf -) && \
	(cd "$$dir/$(DIST)" && $(MAKE) check) && rm -rf "$$dir"

# ---- The Debian package (debian/; see "A Debian package" in README) ----
# A 3.0 (quilt) source package, gnomon VERSION-1, built as a maintainer
# would: upstream's tarball is make dist's (the committed files of HEAD),
# as gnomon_VERSION.orig.tar.gz (without debian/: .gitattributes), unpacked
# in a temporary directory (removed after, kept if the build fails, to look
# into) with debian/ as committed;
# dpkg-buildpackage builds the source and the binary package there, running
# `make check` as part of the build (DEB_BUILD_OPTIONS=nocheck skips it).
# Then lintian --pedantic must find nothing at all (info tags included),
# tests/check-deb.sh checks what it ships, and the package's
# autopkgtest's tests (debian/tests/control) run where they change nothing
# on this machine: tests/installcheck.sh against the package unpacked in a
# temporary directory, or, when AUTOPKGTEST_VIRT names one of autopkgtest's
# runners, autopkgtest itself: 'unshare --tarball FILE' runs it in a
# throwaway system unpacked from FILE (a tarball mmdebstrap makes);
# 'null' installs the package and its test dependencies on this machine
# (so only as root on a machine meant for it, and only when asked for).
# A throwaway testbed is brought up to date first (--apt-upgrade: a
# tarball keeps no package lists), never this machine (null).
# The results go to build/deb/.
DEB_OUT = $(BUILD)/deb
DEB_BUILD_OPTIONS ?= parallel=2
DEB_REVISION = 1
AUTOPKGTEST_VIRT ?=
AUTOPKGTEST_OPTIONS ?= $(if $(filter null,$(firstword $(AUTOPKGTEST_VIRT))),,--apt-upgrade)
DEB_LINTIAN = lintian --pedantic --display-info --fail-on error,warning,info,pedantic

.PHONY: deb
deb: dist
	dir=$$(mktemp -d) && echo "deb: building in $$dir" && \
	cp $(DIST).tar.gz "$$dir/gnomon_$(VERSION).orig.tar.gz" && \
	(cd "$$dir" && gzip -dc gnomon_$(VERSION).orig.tar.gz | tar -xf -) && \
	git archive --format=tar --prefix=debian/ HEAD:debian | \
		(cd "$$dir/$(DIST)" && tar -xf -) && \
	(cd "$$dir/$(DIST)" && DEB_BUILD_OPTIONS='$(DEB_BUILD_OPTIONS)' \
		dpkg-buildpackage -us -uc) && \
	rm -rf $(DEB_OUT) && mkdir -p $(DEB_OUT) && \
	cp "$$dir"/*.deb "$$dir"/*.changes "$$dir"/*.buildinfo "$$dir"/*.dsc \
		"$$dir"/*.orig.tar.gz "$$dir"/*.debian.tar.* $(DEB_OUT)/ && \
	rm -rf "$$dir"
	$(DEB_LINTIAN) $(DEB_OUT)/gnomon_$(VERSION)-$(DEB_REVISION)_*.changes
	sh tests/check-deb.sh $(DEB_OUT)/gnomon_$(VERSION)-$(DEB_REVISION)_*.deb
ifeq ($(strip $(AUTOPKGTEST_VIRT)),)
	dir=$$(mktemp -d) && dpkg-deb -x $(DEB_OUT)/gnomon_$(VERSION)-$(DEB_REVISION)_*.deb \
		"$$dir" && sh tests/installcheck.sh "$$dir/usr/games/gnomon" && \
	rm -rf "$$dir"
else
	autopkgtest $(AUTOPKGTEST_OPTIONS) $(DEB_OUT)/gnomon_$(VERSION)-$(DEB_REVISION).dsc \
		$(DEB_OUT)/gnomon_$(VERSION)-$(DEB_REVISION)_*.deb -- $(AUTOPKGTEST_VIRT)
endif
	@ls $(DEB_OUT)/*.deb

include tests/gates.mk

# (The 9x9 program's, under $(NINE_BUILD), are its own make's.)
-include $(shell find $(BUILD) -path $(NINE_BUILD) -prune -o -name '*.d' \
	-print 2>/dev/null)
