/* ICU's line break iterator and one character property, from Debian's libicu-dev.
 *
 * Only <unicode/uvernum.h> (macros alone) is included: the Swift toolchain's Foundation carries its own
 * copy of ICU's headers (module _FoundationICU) whose enums differ from ICU 72's, and Clang refuses two
 * modules defining the same types differently. So the few entry points used are declared here with
 * plain C types, named through ICU's own versioned renaming (ubrk_open -> ubrk_open_72). */
#include <stdint.h>
#include <unicode/uvernum.h>

#define SPECIMEN_ICU(name) U_ICU_ENTRY_POINT_RENAME(name)

struct UBreakIterator;
struct UBreakIterator *SPECIMEN_ICU(ubrk_open)(int32_t type, const char *locale, const uint16_t *text,
                                               int32_t length, int32_t *status);
int32_t SPECIMEN_ICU(ubrk_next)(struct UBreakIterator *iterator);
void SPECIMEN_ICU(ubrk_close)(struct UBreakIterator *iterator);
int8_t SPECIMEN_ICU(u_hasBinaryProperty)(int32_t c, int32_t property);

/* ICU 72's values (ubrk.h UBRK_LINE, UBRK_DONE; uchar.h UCHAR_EMOJI_PRESENTATION; utypes.h: a status
   above zero is a failure). */
enum { SPECIMEN_UBRK_LINE = 2, SPECIMEN_UBRK_DONE = -1, SPECIMEN_UCHAR_EMOJI_PRESENTATION = 58 };

/* The line-break opportunities of `length` UTF-16 code units by ICU's line break iterator (UAX #14,
   with ICU's dictionaries for Thai, Lao, Khmer and Burmese), for `locale` ("" for the root rules).
   Writes each boundary after the start (UTF-16 offsets, ascending; the text's end is the last) into
   `breaks`, at most `capacity` of them, and returns how many, or -1 when ICU fails. */
static inline int32_t specimen_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                                           int32_t *breaks, int32_t capacity) {
    if (length <= 0) return 0;
    int32_t status = 0;
    struct UBreakIterator *iterator = SPECIMEN_ICU(ubrk_open)(SPECIMEN_UBRK_LINE, locale, text, length, &status);
    if (status > 0 || iterator == 0) return -1;
    int32_t count = 0;
    for (int32_t at = SPECIMEN_ICU(ubrk_next)(iterator); at != SPECIMEN_UBRK_DONE && count < capacity;
         at = SPECIMEN_ICU(ubrk_next)(iterator)) {
        breaks[count++] = at;
    }
    SPECIMEN_ICU(ubrk_close)(iterator);
    return count;
}

/* Whether `c` has Emoji_Presentation (UTS #51): an emoji drawn in colour unless U+FE0E asks for text. */
static inline int specimen_is_emoji_presentation(int32_t c) {
    return SPECIMEN_ICU(u_hasBinaryProperty)(c, SPECIMEN_UCHAR_EMOJI_PRESENTATION) ? 1 : 0;
}
