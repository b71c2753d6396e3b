#include <fribidi.h>
#include <stdlib.h>

/* The Unicode bidi algorithm's embedding levels for one paragraph of `length` code points (UAX #9,
   brackets included). The paragraph direction is its first strong character's, `fallback_rtl` when it
   has none. Fills `levels` (one per code point) and returns 1 for a right-to-left paragraph, 0 for
   left-to-right, -1 when FriBidi fails. A static inline helper because FriBidi's paragraph-type
   constants are macros Swift cannot import. */
static inline int specimen_bidi_levels(const uint32_t *text, int length, int fallback_rtl, int8_t *levels) {
    if (length <= 0) return fallback_rtl ? 1 : 0;
    FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
    FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
    FriBidiLevel *raw = malloc(sizeof(FriBidiLevel) * (size_t)length);
    if (!types || !brackets || !raw) { free(types); free(brackets); free(raw); return -1; }
    fribidi_get_bidi_types((const FriBidiChar *)text, length, types);
    fribidi_get_bracket_types((const FriBidiChar *)text, length, types, brackets);
    FriBidiParType direction = fallback_rtl ? FRIBIDI_PAR_WRTL : FRIBIDI_PAR_WLTR;
    FriBidiLevel max = fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, raw);
    for (int i = 0; i < length; i++) levels[i] = (int8_t)raw[i];
    free(types); free(brackets); free(raw);
    if (max == 0) return -1;
    return FRIBIDI_IS_RTL(direction) ? 1 : 0;
}
