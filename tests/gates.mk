# Reliability gates, included by the Makefile and run by .ci/run:
#   make lint             shellcheck (settings in .shellcheckrc) on every
#                         script, each with its #! line and run bit; cppcheck
#                         and clang-tidy (check set in .clang-tidy), clean;
#                         no line of C over 80 columns
#   make check-sanitize   the whole suite built with ASan and UBSan
#   make check-valgrind   the test programs under valgrind: no error, no leak
#   make check-hardening  ./gnomon carries the hardening the Makefile asks for

# The tests are linted as the program is (tests/fuzz's harnesses too), the
# 9x9 program's own (test_nine_*) for its board.
LINT_SOURCES = $(wildcard src/*.c src/*/*.c)
LINT_NINE_TEST_SOURCES = $(wildcard tests/test_nine_*.c)
LINT_TEST_SOURCES = $(filter-out $(LINT_NINE_TEST_SOURCES), \
	$(wildcard tests/*.c tests/support/*.c tests/fuzz/*.c))
LINT_NINE_CPPFLAGS = -DGNOMON_BOARD_SIZE=9
# Scripts that are run, and those only sourced (no #!, no run bit: they
# name their shell to shellcheck instead).
SCRIPTS = $(wildcard tests/*.sh tests/e2e/*.sh tools/*.sh) .ci/run
SOURCED_SCRIPTS = $(wildcard tests/e2e/lib/*.sh) completion/gnomon.bash
SANITIZE_FLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all \
	-fno-omit-frame-pointer

# clang-tidy is run file by file, each a target, so that `make -j lint`
# runs them side by side; the findings of each are in build/tidy/.
TIDY_RESULTS = $(LINT_SOURCES:%.c=$(BUILD)/tidy/%.ok) \
	$(LINT_TEST_SOURCES:%.c=$(BUILD)/tidy/%.ok) \
	$(LINT_NINE_TEST_SOURCES:%.c=$(BUILD)/tidy/%.ok)
$(BUILD)/tidy/tests/test_nine_%.ok: BOARD_CPPFLAGS = $(LINT_NINE_CPPFLAGS)

.PHONY: lint lint-scripts lint-width lint-cppcheck check-sanitize check-valgrind check-hardening
lint: lint-scripts lint-width lint-cppcheck $(TIDY_RESULTS)
	@echo "clang-tidy: clean"

lint-scripts:
	@for script in $(SCRIPTS); do \
		[ -x $$script ] && head -n 1 $$script | grep -q '^#!' || \
			{ echo "$$script: no #! line or no run bit"; exit 1; }; \
	done
	shellcheck $(SCRIPTS) $(SOURCED_SCRIPTS)

# No line of C over 80 columns (the same check make check runs).
lint-width:
	sh tests/e2e/line_width.sh

lint-cppcheck:
	cppcheck --std=c11 --enable=warning,performance,portability \
		--error-exitcode=1 --inline-suppr --quiet -Iinclude \
		-D_POSIX_C_SOURCE=200809L $(BOARD_CPPFLAGS) $(LINT_SOURCES)
	cppcheck --std=c11 --enable=warning,performance,portability \
		--error-exitcode=1 --inline-suppr --quiet -Iinclude -Itests \
		-D_POSIX_C_SOURCE=200809L $(BOARD_CPPFLAGS) $(LINT_TEST_SOURCES)
	cppcheck --std=c11 --enable=warning,performance,portability \
		--error-exitcode=1 --inline-suppr --quiet -Iinclude -Itests \
		-D_POSIX_C_SOURCE=200809L $(LINT_NINE_CPPFLAGS) $(LINT_NINE_TEST_SOURCES)

$(BUILD)/tidy/%.ok: %.c FORCE
	@mkdir -p $(dir $@) && rm -f $@
	@clang-tidy --quiet $< -- $(ALL_CPPFLAGS) -Itests -Isrc/tui $(CURSES_CFLAGS) \
		-std=c11 >$(@:.ok=.log) 2>&1; \
	if grep -E ': (warning|error):' $(@:.ok=.log); then exit 1; fi
	@touch $@

check-sanitize:
	$(MAKE) BUILD=$(BUILD)/sanitize PROGRAM=$(BUILD)/sanitize/gnomon \
		CFLAGS='-O1 -g $(SANITIZE_FLAGS)' LDFLAGS='$(SANITIZE_FLAGS)' check

# Every test program under valgrind, in parallel under `make -j` as make
# check runs them (one line each, the logs in build/valgrind/), at make
# check's light counts: valgrind runs a program some thirty times slower.
VALGRIND = valgrind -q --error-exitcode=1 --leak-check=full \
	--errors-for-leak-kinds=definite,indirect,possible
VALGRIND_RESULTS = $(TEST_PROGRAMS:$(BUILD)/tests/%=$(BUILD)/valgrind/%.result)
check-valgrind: $(VALGRIND_RESULTS)
	@$(RUN_TESTS) summary valgrind $(VALGRIND_RESULTS)

$(BUILD)/valgrind/%.result: $(BUILD)/tests/% FORCE
	@$(CHECK_LIGHT) $(RUN_TESTS) run $* $@ $(VALGRIND) $<

check-hardening: $(PROGRAM)
	sh tests/check-hardening.sh $(PROGRAM) '$(PROBED_CFLAGS)'

# Fuzzing (libFuzzer, clang): `make fuzz` runs each harness of tests/fuzz for
# FUZZ_SECONDS on a copy of its seed corpus.  A crash input it finds goes to
# build/fuzz/; keep it in tests/fuzz/corpus/<harness>/ so test_fuzz_corpus
# replays it in every `make check`.
FUZZ_SECONDS = 60
FUZZ_HARNESSES = position record engine save wire room
FUZZ_BUILD = $(BUILD)/fuzz
FUZZ_FLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -g -O1

.PHONY: fuzz fuzz-build
fuzz-build:
	$(MAKE) CC=clang BUILD=$(FUZZ_BUILD) \
		CFLAGS='$(FUZZ_FLAGS) -fsanitize=fuzzer-no-link' $(FUZZ_BUILD)/libgnomon.a
	@for harness in $(FUZZ_HARNESSES); do \
		echo "clang fuzz_$$harness"; \
		clang $(ALL_CPPFLAGS) $(FUZZ_FLAGS) -fsanitize=fuzzer \
			-o $(FUZZ_BUILD)/fuzz_$$harness tests/fuzz/fuzz_$$harness.c \
			$(FUZZ_BUILD)/libgnomon.a $(STORE_LIBS) -lpthread -lm \
			|| exit 1; \
	done

fuzz: fuzz-build
	@for harness in $(FUZZ_HARNESSES); do \
		mkdir -p $(FUZZ_BUILD)/corpus-$$harness; \
		cp tests/fuzz/corpus/$$harness/* $(FUZZ_BUILD)/corpus-$$harness/; \
		echo "fuzzing $$harness for $(FUZZ_SECONDS) s"; \
		$(FUZZ_BUILD)/fuzz_$$harness -max_total_time=$(FUZZ_SECONDS) \
			-max_len=8192 -print_final_stats=1 \
			-artifact_prefix=$(FUZZ_BUILD)/crash-$$harness- \
			$(FUZZ_BUILD)/corpus-$$harness >$(FUZZ_BUILD)/$$harness.log 2>&1; \
		status=$$?; tail -n 12 $(FUZZ_BUILD)/$$harness.log; \
		[ $$status -eq 0 ] || exit 1; \
	done
