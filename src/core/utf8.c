/*
 * utf8.c decodes one UTF-8 character: the lead byte says how many bytes
 * follow, each a continuation carrying six bits, and the value must need
 * that many (no overlong forms), lie within Unicode and not be a
 * surrogate.  And it cleans text from outside (utf8_clean), the one
 * cleaner every reader of such text uses.
 */
#include "core/utf8.h"

#include <stdlib.h>
#include <string.h>

#define CONTINUATION_BITS 6
#define PAYLOAD 0x3F
#define TWO_FIRST 0xC2		/* 0xC0 and 0xC1 only begin overlong forms */
#define THREE_FIRST 0xE0
#define FOUR_FIRST 0xF0
#define FOUR_LAST 0xF4		/* past it, past U+10FFFF */
#define TWO_MIN 0x80
#define THREE_MIN 0x800
#define FOUR_MIN 0x10000
#define UNICODE_MAX 0x10FFFF
#define SURROGATE_FIRST 0xD800
#define SURROGATE_LAST 0xDFFF
#define C1_FIRST 0x80
#define C1_LAST 0x9F
#define SPACE ' '
#define TAB '\t'
#define DELETE_BYTE 0x7F
/* Bidirectional formatting marks: they reorder what follows on a line. */
#define BIDI_MARK_FIRST 0x200E
#define BIDI_MARK_LAST 0x200F
#define BIDI_EMBED_FIRST 0x202A
#define BIDI_EMBED_LAST 0x202E
#define BIDI_ISOLATE_FIRST 0x2066
#define BIDI_ISOLATE_LAST 0x2069

size_t
utf8_decode(const unsigned char *text, size_t left, unsigned long *point)
{
	unsigned char lead = text[0];
	size_t length;
	unsigned long min, value;

	if (lead >= TWO_FIRST && lead < THREE_FIRST) {
		length = 2;
		min = TWO_MIN;
		value = lead & 0x1Fu;
	} else if (lead >= THREE_FIRST && lead < FOUR_FIRST) {
		length = 3;
		min = THREE_MIN;
		value = lead & 0x0Fu;
	} else if (lead >= FOUR_FIRST && lead <= FOUR_LAST) {
		length = 4;
		min = FOUR_MIN;
		value = lead & 0x07u;
	} else
		return 0;
	if (length > left)
		return 0;
	for (size_t i = 1; i < length; i++) {
		if ((text[i] & UTF8_CONTINUATION_MASK) != UTF8_CONTINUATION)
			return 0;
		value = value << CONTINUATION_BITS | (text[i] & PAYLOAD);
	}
	if (value < min || value > UNICODE_MAX ||
	    (value >= SURROGATE_FIRST && value <= SURROGATE_LAST))
		return 0;
	*point = value;
	return length;
}

size_t
utf8_lead_length(unsigned char lead)
{
	if (lead < UTF8_CONTINUATION)
		return 1;
	if (lead >= TWO_FIRST && lead < THREE_FIRST)
		return 2;
	if (lead >= THREE_FIRST && lead < FOUR_FIRST)
		return 3;
	if (lead >= FOUR_FIRST && lead <= FOUR_LAST)
		return 4;
	return 0;
}

bool
utf8_is_c1(unsigned long point)
{
	return point >= C1_FIRST && point <= C1_LAST;
}

bool
utf8_unwanted(unsigned long point)
{
	return utf8_is_c1(point) ||
	    (point >= BIDI_MARK_FIRST && point <= BIDI_MARK_LAST) ||
	    (point >= BIDI_EMBED_FIRST && point <= BIDI_EMBED_LAST) ||
	    (point >= BIDI_ISOLATE_FIRST && point <= BIDI_ISOLATE_LAST);
}

/*
 * Code points a name may not hold though utf8_clean lets them through
 * free text: the spaces besides U+0020 and the characters that draw
 * nothing (joiners, fillers, variation selectors, tags), with which two
 * names that look alike on every screen would differ.
 */
static const struct {
	unsigned long	first, last;
} unseen_points[] = {
	{ 0x00A0, 0x00A0 }, { 0x00AD, 0x00AD }, { 0x034F, 0x034F },
	{ 0x061C, 0x061C }, { 0x115F, 0x1160 }, { 0x1680, 0x1680 },
	{ 0x17B4, 0x17B5 }, { 0x180B, 0x180F }, { 0x2000, 0x200F },
	{ 0x2028, 0x202F }, { 0x205F, 0x206F }, { 0x2800, 0x2800 },
	{ 0x3000, 0x3000 }, { 0x3164, 0x3164 }, { 0xFE00, 0xFE0F },
	{ 0xFEFF, 0xFEFF }, { 0xFFA0, 0xFFA0 }, { 0xFFF0, 0xFFFF },
	{ 0x1D173, 0x1D17A }, { 0xE0000, 0xE0FFF }
};

bool
utf8_unseen(unsigned long point)
{
	for (size_t i = 0; i < sizeof unseen_points / sizeof unseen_points[0];
	     i++)
		if (point >= unseen_points[i].first &&
		    point <= unseen_points[i].last)
			return true;
	return false;
}

size_t
utf8_clean(char *text, size_t length)
{
	unsigned char *bytes = (unsigned char *)text;
	size_t kept = 0, i = 0;

	while (i < length) {
		unsigned char c = bytes[i];
		unsigned long point;
		size_t sequence;

		if (c < UTF8_CONTINUATION) {
			if (c == TAB)
				bytes[kept++] = SPACE;
			else if (c >= SPACE && c != DELETE_BYTE)
				bytes[kept++] = c;
			i++;
			continue;
		}
		sequence = utf8_decode(bytes + i, length - i, &point);
		if (sequence == 0) {
			i++;		/* a stray byte: drop it alone */
			continue;
		}
		if (!utf8_unwanted(point)) {
			memmove(bytes + kept, bytes + i, sequence);
			kept += sequence;
		}
		i += sequence;
	}
	bytes[kept] = '\0';
	return kept;
}

size_t
utf8_clean_name(char *text, size_t length)
{
	unsigned char *bytes = (unsigned char *)text;
	size_t kept = 0, i = 0;

	length = utf8_clean(text, length);
	while (i < length) {
		unsigned long point = bytes[i];
		size_t sequence = 1;

		if (bytes[i] >= UTF8_CONTINUATION) {
			sequence = utf8_decode(bytes + i, length - i, &point);
			/* utf8_clean left only whole sequences. */
			if (sequence == 0)
				abort();
		}
		if (!utf8_unseen(point)) {
			memmove(bytes + kept, bytes + i, sequence);
			kept += sequence;
		}
		i += sequence;
	}
	bytes[kept] = '\0';
	return kept;
}
