#include <fribidi.h>
#include <stdlib.h>

/* The Unicode bidi algorithm's embedding levels for one paragraph of `length` code points (UAX #9,
   brackets included). `base` is the paragraph direction: 0 left to right, 1 right to left (both forced,
   as BidiCharacterTest.txt's paragraph directions 0 and 1), 2 its first strong character's else left to
   right, 3 its first strong character's else right to left. Fills `levels` (one per code point, rule L1
   applied at the paragraph's end) and returns 1 for a right-to-left paragraph, 0 for left-to-right, -1
   when FriBidi fails. A static inline helper because FriBidi's paragraph-type constants are macros
   Swift cannot import. */
static inline int specimen_bidi_levels_based(const uint32_t *text, int length, int base, int8_t *levels) {
    if (length <= 0) return base == 1 || base == 3 ? 1 : 0;
    FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
    FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
    FriBidiLevel *raw = malloc(sizeof(FriBidiLevel) * (size_t)length);
    if (!types || !brackets || !raw) { free(types); free(brackets); free(raw); return -1; }
    fribidi_get_bidi_types((const FriBidiChar *)text, length, types);
    fribidi_get_bracket_types((const FriBidiChar *)text, length, types, brackets);
    FriBidiParType direction = base == 0 ? FRIBIDI_PAR_LTR : base == 1 ? FRIBIDI_PAR_RTL
                             : base == 3 ? FRIBIDI_PAR_WRTL : FRIBIDI_PAR_WLTR;
    FriBidiLevel max = fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, raw);
    for (int i = 0; i < length; i++) levels[i] = (int8_t)raw[i];
    free(types); free(brackets); free(raw);
    if (max == 0) return -1;
    return FRIBIDI_IS_RTL(direction) ? 1 : 0;
}

/* The same with a weak base: the first strong character's direction, else `fallback_rtl`'s. */
static inline int specimen_bidi_levels(const uint32_t *text, int length, int fallback_rtl, int8_t *levels) {
    return specimen_bidi_levels_based(text, length, fallback_rtl ? 3 : 2, levels);
}

/* What rule L1 does with `ch` at a line's end: 2 for a segment or paragraph separator (S, B: always
   reset to the paragraph level), 1 for whitespace, isolate controls and characters rule X9 removes
   (reset when they end a line or precede a separator), 0 for anything else. */
static inline int specimen_bidi_line_end_class(uint32_t ch) {
    FriBidiCharType type = fribidi_get_bidi_type(ch);
    if (FRIBIDI_IS_SEPARATOR(type)) return 2;
    if (FRIBIDI_IS_EXPLICIT_OR_BN_OR_WS(type) || FRIBIDI_IS_ISOLATE(type)) return 1;
    return 0;
}

/* Whether rule X9 removes `ch` (embedding and override controls, PDF, boundary neutrals): its level is
   no level at all, and BidiCharacterTest.txt marks it "x". */
static inline int specimen_bidi_is_removed(uint32_t ch) {
    FriBidiCharType type = fribidi_get_bidi_type(ch);
    return FRIBIDI_IS_EXPLICIT_OR_BN(type) ? 1 : 0;
}
