# Gnomon: `make` builds ./gnomon, `make check` builds and runs the test suite.
#
# Layers (see README): src/core (the rules) and src/ai (the search) never
# include curses; src/cli holds the headless front ends; src/ui the
# interface's logic (state machine, screen model: no curses, so it is tested
# without a terminal); src/tui the curses drawing and input.  The tests link build/libgnomon.a, which has no curses in it,
# so a curses call that leaks into the core fails to link.

CC ?= cc
PKG_CONFIG ?= pkg-config
CFLAGS ?= -O2 -g
LDFLAGS ?=

WARNINGS = -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes -Wwrite-strings -Wformat=2
HARDENING_CFLAGS = -D_FORTIFY_SOURCE=2 -fstack-protector-strong -fPIE
HARDENING_LDFLAGS = -pie -Wl,-z,relro,-z,now
ALL_CPPFLAGS = -Iinclude -D_POSIX_C_SOURCE=200809L $(CPPFLAGS)
ALL_CFLAGS = $(WARNINGS) $(HARDENING_CFLAGS) $(CFLAGS)
ALL_LDFLAGS = $(HARDENING_LDFLAGS) $(LDFLAGS)

CURSES_CFLAGS := $(shell $(PKG_CONFIG) --cflags ncursesw 2>/dev/null)
CURSES_LIBS := $(shell $(PKG_CONFIG) --libs ncursesw 2>/dev/null || echo -lncursesw)
CMOCKA_CFLAGS := $(shell $(PKG_CONFIG) --cflags cmocka 2>/dev/null)
CMOCKA_LIBS := $(shell $(PKG_CONFIG) --libs cmocka 2>/dev/null || echo -lcmocka)
THREAD_LIBS = -lpthread

BUILD = build
PROGRAM = gnomon
VALGRIND_TEST_SCALE = 10
LIB_SOURCES = $(wildcard src/core/*.c src/ai/*.c src/ui/*.c) \
	$(filter-out src/cli/main.c,$(wildcard src/cli/*.c))
TUI_SOURCES = $(wildcard src/tui/*.c)
LIB_OBJECTS = $(LIB_SOURCES:%.c=$(BUILD)/%.o)
TUI_OBJECTS = $(TUI_SOURCES:%.c=$(BUILD)/%.o)
MAIN_OBJECT = $(BUILD)/src/cli/main.o
LIBRARY = $(BUILD)/libgnomon.a

TEST_SOURCES = $(wildcard tests/test_*.c)
TEST_SUPPORT_SOURCES = $(wildcard tests/support/*.c)
TEST_SUPPORT_OBJECTS = $(TEST_SUPPORT_SOURCES:%.c=$(BUILD)/%.o)
TEST_PROGRAMS = $(TEST_SOURCES:tests/%.c=$(BUILD)/tests/%)

.PHONY: all check clean
.SECONDARY:
all: $(PROGRAM)

$(PROGRAM): $(MAIN_OBJECT) $(TUI_OBJECTS) $(LIBRARY)
	$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) -o $@ $(MAIN_OBJECT) $(TUI_OBJECTS) \
		$(LIBRARY) $(CURSES_LIBS) $(THREAD_LIBS) -lm

$(LIBRARY): $(LIB_OBJECTS)
	rm -f $@
	$(AR) rcs $@ $(LIB_OBJECTS)

$(BUILD)/src/tui/%.o: src/tui/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CPPFLAGS) $(CURSES_CFLAGS) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/src/%.o: src/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/tests/%.o: tests/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CPPFLAGS) -Itests $(CMOCKA_CFLAGS) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/tests/test_%: $(BUILD)/tests/test_%.o $(TEST_SUPPORT_OBJECTS) $(LIBRARY)
	$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) -o $@ $< $(TEST_SUPPORT_OBJECTS) \
		$(LIBRARY) $(CMOCKA_LIBS) $(THREAD_LIBS) -lm

# The end-to-end scripts find the binary under test in $GNOMON.
check: $(PROGRAM) $(TEST_PROGRAMS)
	@GNOMON=$(abspath $(PROGRAM)) sh tests/run-tests.sh $(TEST_PROGRAMS)

clean:
	rm -rf $(BUILD) gnomon

include tests/gates.mk

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
