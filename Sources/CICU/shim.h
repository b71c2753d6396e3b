/* ICU's line break iterator and one character property, from Debian's libicu-dev.
 *
 * Only <unicode/uvernum.h> (macros alone) is included: the Swift toolchain's Foundation carries its own
 * copy of ICU's headers (module _FoundationICU) whose enums differ from ICU 72's, and Clang refuses two
 * modules defining the same types differently. So the few entry points used are declared here with
 * plain C types, named through ICU's own versioned renaming (ubrk_open -> ubrk_open_72).
 *
 * ICU is opened on first use (dlopen of libicuuc.so.72), not linked: linked, the loader mapped
 * libicuuc, libicudata and the shared libstdc++ behind it and bound their symbols in every process,
 * 2.1 M instructions and about 0.6 ms of each cold start (docs/benchmark.md), while most renders
 * never break a line (only Text Area wraps) and ask the emoji property of no character below U+231A.
 * A process that cannot open it says so on stderr and exits, as it failed to start when it was linked.
 *
 * The release is one static executable (Makefile, STATIC_EXE): it has no loader to open a library
 * with (glibc's dlopen from a static program loads a second libc, and ICU crashed in it), so it links
 * Debian's libicuuc.a and libicudata.a and these four entry points are found linked, as weak
 * references the release forces in (-u). Every other build leaves them unresolved (null) and opens
 * libicuuc on first use as before: the same ICU 72, so the same breaks. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unicode/uvernum.h>

#define SPECIMEN_ICU(name) U_ICU_ENTRY_POINT_RENAME(name)
#define SPECIMEN_ICU_STRING2(x) #x
#define SPECIMEN_ICU_STRING(x) SPECIMEN_ICU_STRING2(x)
#define SPECIMEN_ICU_LIBRARY "libicuuc.so." U_ICU_VERSION_SHORT

struct UBreakIterator;

/* ICU 72's values (ubrk.h UBRK_LINE, UBRK_DONE; uchar.h UCHAR_EMOJI_PRESENTATION; utypes.h: a status
   above zero is a failure). */
enum { SPECIMEN_UBRK_LINE = 2, SPECIMEN_UBRK_DONE = -1, SPECIMEN_UCHAR_EMOJI_PRESENTATION = 58 };

/* The four entry points, found once (pthread_once, so threads may race to the first use). */
struct specimen_icu_functions {
    struct UBreakIterator *(*open)(int32_t type, const char *locale, const uint16_t *text, int32_t length,
                                   int32_t *status);
    int32_t (*next)(struct UBreakIterator *iterator);
    void (*close)(struct UBreakIterator *iterator);
    int8_t (*has_binary_property)(int32_t c, int32_t property);
};

static inline void *specimen_icu_symbol(void *library, const char *name) {
    void *symbol = library ? dlsym(library, name) : 0;
    if (!symbol) {
        fprintf(stderr, "specimen: cannot load %s from %s (ICU %s, Debian's libicu%s, which line breaking needs): %s\n",
                name, SPECIMEN_ICU_LIBRARY, U_ICU_VERSION_SHORT, U_ICU_VERSION_SHORT, dlerror());
        exit(1);
    }
    return symbol;
}

static inline struct specimen_icu_functions *specimen_icu_storage(void) {
    static struct specimen_icu_functions functions;
    return &functions;
}

/* Linked into the static release only (above); null everywhere else. */
extern struct UBreakIterator *SPECIMEN_ICU(ubrk_open)(int32_t type, const char *locale, const uint16_t *text,
                                                      int32_t length, int32_t *status) __attribute__((weak));
extern int32_t SPECIMEN_ICU(ubrk_next)(struct UBreakIterator *iterator) __attribute__((weak));
extern void SPECIMEN_ICU(ubrk_close)(struct UBreakIterator *iterator) __attribute__((weak));
extern int8_t SPECIMEN_ICU(u_hasBinaryProperty)(int32_t c, int32_t property) __attribute__((weak));

static inline void specimen_icu_load(void) {
    struct specimen_icu_functions *functions = specimen_icu_storage();
    if (SPECIMEN_ICU(ubrk_open) && SPECIMEN_ICU(ubrk_next) && SPECIMEN_ICU(ubrk_close) &&
        SPECIMEN_ICU(u_hasBinaryProperty)) {
        functions->open = SPECIMEN_ICU(ubrk_open);
        functions->next = SPECIMEN_ICU(ubrk_next);
        functions->close = SPECIMEN_ICU(ubrk_close);
        functions->has_binary_property = SPECIMEN_ICU(u_hasBinaryProperty);
        return;
    }
    void *library = dlopen(SPECIMEN_ICU_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    functions->open = specimen_icu_symbol(library, SPECIMEN_ICU_STRING(SPECIMEN_ICU(ubrk_open)));
    functions->next = specimen_icu_symbol(library, SPECIMEN_ICU_STRING(SPECIMEN_ICU(ubrk_next)));
    functions->close = specimen_icu_symbol(library, SPECIMEN_ICU_STRING(SPECIMEN_ICU(ubrk_close)));
    functions->has_binary_property = specimen_icu_symbol(library, SPECIMEN_ICU_STRING(SPECIMEN_ICU(u_hasBinaryProperty)));
}

static inline struct specimen_icu_functions *specimen_icu(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, specimen_icu_load);
    return specimen_icu_storage();
}

/* The line-break opportunities of `length` UTF-16 code units by ICU's line break iterator (UAX #14,
   with ICU's dictionaries for Thai, Lao, Khmer and Burmese), for `locale` ("" for the root rules).
   Writes each boundary after the start (UTF-16 offsets, ascending; the text's end is the last) into
   `breaks`, at most `capacity` of them, and returns how many, or -1 when ICU fails. */
static inline int32_t specimen_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                                           int32_t *breaks, int32_t capacity) {
    if (length <= 0) return 0;
    struct specimen_icu_functions *icu = specimen_icu();
    int32_t status = 0;
    struct UBreakIterator *iterator = icu->open(SPECIMEN_UBRK_LINE, locale, text, length, &status);
    if (status > 0 || iterator == 0) return -1;
    int32_t count = 0;
    for (int32_t at = icu->next(iterator); at != SPECIMEN_UBRK_DONE && count < capacity; at = icu->next(iterator)) {
        breaks[count++] = at;
    }
    icu->close(iterator);
    return count;
}

/* Whether `c` has Emoji_Presentation (UTS #51): an emoji drawn in colour unless U+FE0E asks for text.
   No character below U+231A WATCH has it (emoji-data.txt, every version since Emoji 1.0), so text in
   Latin, Greek, Cyrillic, Arabic, Hebrew or Indic scripts never opens ICU for it. */
static inline int specimen_is_emoji_presentation(int32_t c) {
    if (c < 0x231A) return 0;
    return specimen_icu()->has_binary_property(c, SPECIMEN_UCHAR_EMOJI_PRESENTATION) ? 1 : 0;
}
