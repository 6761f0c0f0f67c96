# Reliability gates, included by the Makefile and run by .ci/run:
#   make lint             cppcheck and clang-tidy (check set in .clang-tidy), clean
#   make check-sanitize   the whole suite built with ASan and UBSan
#   make check-valgrind   the unit tests under valgrind: no error, no leak
#   make check-hardening  ./gnomon carries the hardening the Makefile asks for

LINT_SOURCES = $(wildcard src/*/*.c)
SANITIZE_FLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all \
	-fno-omit-frame-pointer

.PHONY: lint check-sanitize check-valgrind check-hardening
lint:
	cppcheck --std=c11 --enable=warning,performance,portability \
		--error-exitcode=1 --inline-suppr --quiet -Iinclude \
		-D_POSIX_C_SOURCE=200809L $(LINT_SOURCES)
	@for source in $(LINT_SOURCES); do \
		clang-tidy --quiet $$source -- $(ALL_CPPFLAGS) -Itests \
			$(CURSES_CFLAGS) -std=c11 2>&1 | grep -E ': (warning|error):' \
			&& exit 1; \
	done; echo "clang-tidy: clean"

check-sanitize:
	$(MAKE) BUILD=$(BUILD)/sanitize PROGRAM=$(BUILD)/sanitize/gnomon \
		CFLAGS='-O1 -g $(SANITIZE_FLAGS)' LDFLAGS='$(SANITIZE_FLAGS)' check

check-valgrind: $(TEST_PROGRAMS)
	@for program in $(TEST_PROGRAMS); do \
		echo "valgrind $$program"; \
		GNOMON_TEST_SCALE=$(VALGRIND_TEST_SCALE) valgrind -q \
			--error-exitcode=1 --leak-check=full \
			--errors-for-leak-kinds=definite,indirect,possible \
			$$program >/dev/null || exit 1; \
	done; echo "valgrind: clean"

check-hardening: $(PROGRAM)
	sh tests/check-hardening.sh $(PROGRAM)
