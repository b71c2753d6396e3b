#!/usr/bin/env python3
"""Makes Specimen's fallback fonts: subsets of Debian's Noto fonts (OFL 1.1), written into Fonts/.

A one-time, reproducible step (`make fonts`, never run by `make test`): Specimen only ever reads the
files this writes, never system fonts. Needs fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji
(Debian 12) and fontTools (PyPI). What each subset keeps is listed in README.md's Fonts section.
"""
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

NOTO = "/usr/share/fonts/truetype/noto"
NOTO_CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
OUT = os.path.dirname(os.path.abspath(__file__))


def block(first, last):
    return set(range(first, last + 1))


def encoded(codec, lead, trail):
    """The characters a double-byte legacy codec maps from the given lead and trail byte ranges."""
    found = set()
    for a in lead:
        for b in trail:
            try:
                found.add(ord(bytes([a, b]).decode(codec)))
            except (UnicodeDecodeError, TypeError):
                pass
    return found


# Shared by every subset: spaces, joiners, bidi controls, the dotted circle HarfBuzz shows for a lone mark.
COMMON = {0x20, 0xA0, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x25CC} | block(0x2010, 0x2027)

SCRIPTS = {
    # Whole Unicode blocks: base letters, marks, digits and presentation forms the font has.
    "NotoSansArabic-Regular.ttf": block(0x0600, 0x06FF) | block(0x0750, 0x077F) | block(0x08A0, 0x08FF)
        | block(0xFB50, 0xFDFF) | block(0xFE70, 0xFEFF),
    "NotoSansHebrew-Regular.ttf": block(0x0590, 0x05FF) | block(0xFB1D, 0xFB4F),
    "NotoSansDevanagari-Regular.ttf": block(0x0900, 0x097F) | block(0xA8E0, 0xA8FF) | block(0x1CD0, 0x1CFF),
    "NotoSansThai-Regular.ttf": block(0x0E00, 0x0E7F),
}


def cjk_set():
    """The CJK characters kept: the common hanzi, kanji and hangul of the national standards."""
    gb2312_level1 = encoded("gb2312", range(0xB0, 0xD8), range(0xA1, 0xFF))   # 3,755 most frequent hanzi (SC)
    big5_level1 = encoded("big5", range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))  # 5,401 common hanzi (TC)
    jis_level1 = encoded("euc_jp", range(0xB0, 0xD0), range(0xA1, 0xFF))      # 2,965 JIS X 0208 level-1 kanji
    ksx1001_hangul = encoded("euc_kr", range(0xB0, 0xC9), range(0xA1, 0xFF))  # 2,350 KS X 1001 hangul
    kana_and_punctuation = (block(0x3000, 0x303F) | block(0x3040, 0x309F) | block(0x30A0, 0x30FF)
                            | block(0x31F0, 0x31FF) | block(0xFF00, 0xFFEF) | block(0x3130, 0x318F))
    return gb2312_level1 | big5_level1 | jis_level1 | ksx1001_hangul | kana_and_punctuation


def emoji_set():
    """The emoji kept (single code points, default emoji presentation; no ZWJ sequences or skin tones)."""
    smileys = block(0x1F600, 0x1F64F)                      # the whole Emoticons block
    hands_hearts = {0x1F44B, 0x1F44C, 0x1F44D, 0x1F44E, 0x1F44F, 0x1F450, 0x1F4AA, 0x1F91D, 0x1F64F}
    hearts = {0x2764, 0x1F494, 0x1F495, 0x1F496, 0x1F497, 0x1F498, 0x1F499, 0x1F49A, 0x1F49B, 0x1F49C, 0x1F5A4, 0x1F90D, 0x1F90E, 0x1F9E1}
    objects = {0x2705, 0x274C, 0x2B50, 0x1F31F, 0x1F525, 0x1F389, 0x1F381, 0x1F680, 0x1F4A1, 0x1F4AC, 0x1F4E7,
               0x1F4F7, 0x1F4CD, 0x1F512, 0x1F513, 0x1F514, 0x1F50D, 0x1F4B0, 0x1F4B3, 0x1F3E0, 0x1F30D, 0x1F308,
               0x2600, 0x26A1, 0x2614, 0x1F355, 0x2615, 0x1F37A, 0x1F382, 0x1F3B5, 0x1F3C6, 0x1F440, 0x1F4AF, 0x1F197,
               0x1F192, 0x1F4F1, 0x1F4BB, 0x1F4C5, 0x23F0, 0x1F6A8, 0x1F6D2, 0x1F4E6, 0x1F697, 0x2708, 0x1F436, 0x1F431}
    return smileys | hands_hearts | hearts | objects | {0xFE0F}


def write(font, codepoints, name, drop_hinting=True):
    options = subset.Options()
    options.layout_features = ["*"]            # every GSUB/GPOS feature: joining, conjuncts, marks, locl
    options.name_IDs = ["*"]                   # keep the copyright and licence records
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = not drop_hinting         # Specimen draws unhinted outlines
    options.glyph_names = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(codepoints | COMMON))
    subsetter.subset(font)
    path = os.path.join(OUT, name)
    font.save(path)
    print(f"{name}: {len(font.getBestCmap())} characters, {os.path.getsize(path):,} bytes")


def main():
    for name, codepoints in SCRIPTS.items():
        write(TTFont(os.path.join(NOTO, name)), codepoints, name)
    cjk = TTCollection(NOTO_CJK).fonts
    simplified = next(f for f in cjk if f["name"].getDebugName(4) == "Noto Sans CJK SC")
    # One face serves SC, TC, JA and KO: its `locl` lookups give each language its own glyph forms.
    write(simplified, cjk_set(), "NotoSansCJKsc-Regular.subset.otf")
    write(TTFont(os.path.join(NOTO, "NotoColorEmoji.ttf")), emoji_set(), "NotoColorEmoji.subset.ttf")


if __name__ == "__main__":
    sys.exit(main())
