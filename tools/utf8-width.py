#!/usr/bin/env python3
"""The tables of src/core/utf8_width.c, from this Python's Unicode data
(unicodedata.unidata_version; 14.0.0 made the ones in the tree).

    python3 tools/utf8-width.py > /tmp/tables.c

Two columns: East Asian Width W or F, and the unassigned points of the CJK
blocks, W by default.  None: general categories Mn, Me and Cf (but the soft
hyphen, U+00AD, which terminals show) and the Hangul jamo U+1160..U+11FF.
Unassigned points elsewhere join whichever range they lie between.  The few
places where terminals count otherwise follow them (below): the tables then
agree with the GNU C library's wcwidth (2.36) on every code point."""
import unicodedata as u
WIDE_DEFAULT=[(0x3400,0x4DBF),(0x4E00,0x9FFF),(0xF900,0xFAFF),(0x20000,0x2FFFD),(0x30000,0x3FFFD)]
# Terminals' (the GNU C library's) choices where Unicode 14 says otherwise:
# the circled numbers on black squares and the Yijing hexagrams are wide,
# the prepended concatenation marks (Cf) show, Hangul Jamo Extended-B
# (medial and final jamo, as U+1160..U+11FF) draws nothing.
WIDE_TOO=[(0x3248,0x324F),(0x4DC0,0x4DFF)]
SHOWN_CF=[(0x0600,0x0605),(0x06DD,0x06DD),(0x070F,0x070F),(0x0890,0x0891),(0x08E2,0x08E2),(0x110BD,0x110BD),(0x110CD,0x110CD)]
ZERO_TOO=[(0x1160,0x11FF),(0xD7B0,0xD7FF)]
def among(c,ranges):
    return any(a<=c<=b for a,b in ranges)
def cls(c):
    ch=chr(c); cat=u.category(ch)
    if cat=='Cn':
        return 2 if among(c,WIDE_DEFAULT) else None
    if among(c,WIDE_TOO): return 2
    if cat in ('Mn','Me') or among(c,ZERO_TOO): return 0
    if cat=='Cf' and c!=0xAD and not among(c,SHOWN_CF): return 0
    if u.east_asian_width(ch) in ('W','F'): return 2
    return 1
def ranges(k):
    out=[];start=None;last=None
    for c in range(0x110000):
        v=cls(c)
        if v==k:
            if start is None: start=c
            last=c
        elif v is None: continue
        elif start is not None:
            out.append((start,last)); start=None
    if start is not None: out.append((start,last))
    return out
z=ranges(0); w=ranges(2)
import sys
print(len(z),len(w),file=sys.stderr)
def emit(name,r):
    print("static const struct utf8_range %s[] = {" % name)
    items=["{ 0x%04X, 0x%04X }" % p for p in r]
    line="\t"
    for i,it in enumerate(items):
        piece=it+("," if i<len(items)-1 else "")
        if len(line.expandtabs(8))+len(piece)+1>79:
            print(line.rstrip()); line="\t"
        line+=piece+" "
    print(line.rstrip())
    print("};")
emit("zero_width",z); emit("double_width",w)
