import CFreeType

extension FontFace {
    /// The face's family name as the font gives it (`name` table, through FreeType), e.g. "Mona Sans".
    var familyName: String {
        freeType.withLock { $0.face.pointee.family_name.map { String(cString: $0) } ?? "" }
    }

    /// The OpenType weight class (OS/2 `usWeightClass`: 400 regular, 700 bold); 400 when the font has no
    /// OS/2 table, and 700 when it has none but FreeType reads it as bold.
    var weightClass: Int {
        freeType.withLock { state in
            let face = state.face
            if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
                let weight = Int(table.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass)
                if (1...1000).contains(weight) { return weight }
            }
            return (face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD)) != 0 ? 700 : 400
        }
    }

    /// True for an italic or oblique face: OS/2 `fsSelection` bit 0 (ITALIC) or 9 (OBLIQUE), else
    /// FreeType's italic style flag (from the `head` table's `macStyle`).
    var isItalic: Bool {
        freeType.withLock { state in
            let face = state.face
            if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
                let selection = table.assumingMemoryBound(to: TT_OS2.self).pointee.fsSelection
                if selection & 0x201 != 0 { return true }
            }
            return (face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC)) != 0
        }
    }
}
