#!/bin/sh
# Every descriptor the program opens is close-on-exec from the moment it is
# made (include/cli/process.h says why): a program it runs, or a thread's
# fork, must never inherit one by a forgotten flag.  Every call in src/
# that makes a descriptor is read, to the end of its statement, for its
# flag:
#   open, openat            O_CLOEXEC (or a macro of the file's that holds it)
#   socket, socketpair,     SOCK_CLOEXEC
#   accept4
#   pipe2, dup3, mkostemp   O_CLOEXEC
#   fopen, freopen          "e" in the mode
#   fcntl F_DUPFD           F_DUPFD_CLOEXEC
# and the calls that cannot say it are refused: accept, pipe, dup, mkstemp,
# tmpfile, popen, creat, epoll_create (use the ones above).  opendir and
# fdopen need nothing (a directory stream is opened close-on-exec; fdopen
# keeps its descriptor's flag); dup2 only puts a descriptor on a standard
# stream, in a child, on purpose.
#
# The check is shown to fail first: on a file of planted calls, each of
# which it must find, and on one of good calls, which it must pass.
# shellcheck source=lib/fail.sh
. "$(dirname "$0")/lib/fail.sh"
cd "$(dirname "$0")/../.." || exit 1

# cloexec_check FILE...: "FILE:LINE: CALL ..." for each call without its flag.
cloexec_check() {
	# One awk for them all: a file is checked when the next begins, and
	# the last at the end.
	awk '
	function check(file, text,    out, start, rest, stop, comment, copy,
	    name, calls, line, before, call, statement, wrong, cloexec_macro) {
		split("", cloexec_macro)
		# Comments are blanked, their newlines kept.
		out = ""
		while ((start = index(text, "/*")) > 0) {
			rest = substr(text, start + 2)
			stop = index(rest, "*/")
			if (stop == 0)
				stop = length(rest) + 1
			comment = substr(text, start, stop + 3)
			gsub(/[^\n]/, " ", comment)
			out = out substr(text, 1, start - 1) comment
			text = substr(rest, stop + 2)
		}
		text = out text
		# The macros of the file that hold O_CLOEXEC.
		copy = text
		while (match(copy, /#define[ \t]+[A-Z_][A-Z0-9_]*[ \t][^\n]*O_CLOEXEC/)) {
			name = substr(copy, RSTART, RLENGTH)
			sub(/#define[ \t]+/, "", name)
			sub(/[ \t].*/, "", name)
			cloexec_macro[name] = 1
			copy = substr(copy, RSTART + RLENGTH)
		}
		calls = "(open|openat|socket|socketpair|accept|accept4|pipe|pipe2|dup|dup3|" \
		    "fopen|freopen|fcntl|mkstemp|mkstemps|mkostemp|tmpfile|popen|creat|" \
		    "epoll_create)"
		line = 1
		while (match(text, "(^|[^A-Za-z0-9_.>])" calls "[ \t]*\\(")) {
			before = substr(text, 1, RSTART)
			line += gsub(/\n/, "", before)
			call = substr(text, RSTART, RLENGTH)
			sub(/^[^A-Za-z0-9_]/, "", call)
			sub(/[ \t]*\($/, "", call)
			text = substr(text, RSTART + RLENGTH)
			statement = text
			sub(/;.*/, "", statement)
			wrong = ""
			if (call == "open" || call == "openat" || call == "pipe2" ||
			    call == "dup3" || call == "mkostemp") {
				wrong = "without O_CLOEXEC"
				if (statement ~ /O_CLOEXEC/)
					wrong = ""
				for (name in cloexec_macro)
					if (statement ~ ("(^|[^A-Za-z0-9_])" name "([^A-Za-z0-9_]|$)"))
						wrong = ""
			} else if (call == "socket" || call == "socketpair" ||
			    call == "accept4") {
				if (statement !~ /SOCK_CLOEXEC/)
					wrong = "without SOCK_CLOEXEC"
			} else if (call == "fopen" || call == "freopen") {
				if (statement !~ /"[rwa+]*e[rwa+e]*"/)
					wrong = "without \"e\" in its mode"
			} else if (call == "fcntl") {
				if (statement ~ /F_DUPFD([^_]|$)/)
					wrong = "F_DUPFD without _CLOEXEC"
			} else
				wrong = "cannot make it close-on-exec"
			if (wrong != "")
				printf "%s:%d: %s %s\n", file, line, call, wrong
		}
	}
	FNR == 1 && NR > 1 { check(file, text); text = "" }
	{ file = FILENAME; text = text $0 "\n" }
	END { if (NR > 0) check(file, text) }
	' "$@"
}

scratch=$(mktemp -d) || exit 1
trap 'rm -rf "$scratch"' EXIT

# Planted: each line a call the check must find, one a line.
cat >"$scratch/planted.c" <<'EOF'
	int a = open(path, O_RDONLY);
	int b = openat(dir, name, O_WRONLY | O_CREAT |
	    O_EXCL, 0600);
	int c = socket(AF_UNIX, SOCK_STREAM, 0);
	int d = accept(listener, NULL, NULL);
	int e = accept4(listener, NULL, NULL, SOCK_NONBLOCK);
	if (pipe(fds) < 0) return;
	int f = dup(g);
	FILE *h = fopen(path, "r");
	FILE *i = fopen(path, "w");
	int j = fcntl(k, F_DUPFD, 0);
	int l = mkstemp(template);
	FILE *m = popen("ls", "r");
	int n = pipe2(fds, O_NONBLOCK);
	FILE *o = tmpfile();
	if (socketpair(AF_UNIX, SOCK_STREAM, 0, pair) < 0) return;
EOF
planted=$(grep -c '(' "$scratch/planted.c")
found=$(cloexec_check "$scratch/planted.c")
count=$(printf '%s\n' "$found" | grep -c ':')
[ "$count" -eq "$planted" ] ||
	fail "the check found $count of $planted planted calls: $found"
# Each planted call on the line it is on.
for want in 1:open 2:openat 4:socket 5:accept 6:accept4 7:pipe 8:dup 9:fopen \
    10:fopen 11:fcntl 12:mkstemp 13:popen 14:pipe2 15:tmpfile 16:socketpair; do
	printf '%s\n' "$found" | grep -q "planted.c:${want%%:*}: ${want#*:} " ||
		fail "the check did not find the planted ${want#*:} on line ${want%%:*}: $found"
done

# Good calls, and names that only look like them, pass.
cat >"$scratch/good.c" <<'EOF'
#define LOAD_FLAGS (O_RDONLY | O_CLOEXEC)
	/* open(path, O_RDONLY) in a comment is not a call */
	int a = open(path, O_RDONLY |
	    O_CLOEXEC);
	int b = openat(dir, name, LOAD_FLAGS);
	int c = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	int d = accept4(listener, NULL, NULL, SOCK_CLOEXEC);
	if (pipe2(fds, O_CLOEXEC) < 0) return;
	FILE *h = fopen(path, "re");
	FILE *i = fdopen(j, "w");
	int k = fcntl(l, F_DUPFD_CLOEXEC, 0);
	room_place_open(&place, rooms, message);
	server->open(x);
	DIR *m = opendir(path);
	dup2(n, STDIN_FILENO);
EOF
found=$(cloexec_check "$scratch/good.c")
[ -z "$found" ] || fail "the check refused good calls: $found"

# The program's sources.
found=$(cloexec_check src/*.c src/*/*.c)
[ -z "$found" ] || fail "descriptors made without close-on-exec:
$found"

[ $failures -eq 0 ]
