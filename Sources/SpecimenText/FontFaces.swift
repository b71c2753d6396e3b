import Foundation
import SpecimenSupport
import Synchronization

/// The engine's text faces in itemizer order (Inter's three weights, then the fallbacks), each opened
/// on first use.
///
/// Opening a face (FreeType and HarfBuzz parsing its tables) was a sixth of a cold `specimen render`,
/// and a Latin render never needs the Arabic, Hebrew, Devanagari, Thai, CJK or emoji face: the
/// itemizer asks a fallback only for a character Inter lacks. So Inter Regular opens at once (a bad
/// Inter Regular is an error at start, as before) and every other face, Inter Medium and Semi Bold
/// included, opens when first asked for. At start each is still checked to exist and to begin like a
/// font file (`TextError.missingFile` / `.badFile`). Decision: a face that passes that check but that
/// FreeType or HarfBuzz later cannot open is replaced by Inter Regular: a fallback's script is then
/// reported as missing (as for a character no font has), and a weight is drawn in Regular, rather
/// than failing a render halfway.
final class FontFaces: Sendable {
    /// Each face's file path and tag (paths, not `URL`s: see `FontFace.init(path:tag:number:)`).
    private let sources: [(path: String, tag: String)]
    /// The faces opened so far, by index; opened under the `Mutex`, so each is opened once.
    private let opened: Mutex<[FontFace?]>
    /// Inter Regular, standing in for a fallback that failed to open.
    private let unopenable: FontFace
    /// Variable faces set at coordinates a style asked for (`instance(of:coordinates:)`), each opened
    /// once and given the index after the last one made: indices from `count` up.
    private let instances = Mutex<(indices: [InstanceKey: Int], faces: [FontFace])>(([:], []))

    private struct InstanceKey: Hashable {
        var base: Int
        var coordinates: [String: Double]
    }

    var count: Int { sources.count }

    /// `eager` are opened now; `lazy` are checked now and opened on first use; `extra` (a design
    /// system's faces, already open) come after them. A lazy face `verified` says is a font (a shipped
    /// file its build checked and stamped, `ShippedFileStamps.unchangedFont`) is not checked again:
    /// one `lstat` instead of `open`, `read` and `close`, for each of 41 files at every start.
    init(eager: [FontFace], lazy: [(path: String, tag: String)], extra: [FontFace] = [], verified: (String) -> Bool = { _ in false }) throws {
        for source in lazy where !verified(source.path) { try Self.check(source.path) }
        sources = eager.map { ($0.path, $0.tag) } + lazy + extra.map { ($0.path, $0.tag) }
        opened = Mutex(eager.map { Optional($0) } + lazy.map { _ in nil } + extra.map { Optional($0) })
        unopenable = eager[0]
    }

    subscript(index: Int) -> FontFace {
        if index >= sources.count { return instances.withLock { $0.faces[index - sources.count] } }
        return opened.withLock { opened in
            if let face = opened[index] { return face }
            let source = sources[index]
            let face = (try? FontFace(path: source.path, tag: source.tag, number: TextEngine.faceNumber(index))) ?? unopenable
            opened[index] = face
            return face
        }
    }

    /// The face glyph keys call `tag`, opening it if need be.
    func named(_ tag: String) -> FontFace? {
        // Looked for byte by byte: `String.contains` of a string is Foundation's search, 5,000
        // instructions a glyph drawn (two calls a glyph, half a million for a cold Text Input render).
        if tag.utf8.contains(UInt8(ascii: "@")) { return instances.withLock { $0.faces.first { $0.tag == tag } } }
        return sources.firstIndex { $0.tag == tag }.map { self[$0] }
    }

    /// The index of the variable face at `base` set at `coordinates` (`VariationAxis.clamped`: axes it
    /// lacks dropped, values kept to their ranges), opened on first use from the same file; `base`
    /// itself when that leaves every axis at its default, or when the instance cannot be opened.
    ///
    /// Its glyph keys carry the coordinates (`VariationAxis.instanceTag`), so they are the same in every
    /// run whatever order instances are made in; only the index, a number inside this engine, depends on it.
    func instance(of base: Int, coordinates: [String: Double]) -> Int {
        let face = self[base]
        let applied = VariationAxis.clamped(coordinates, to: face.axes)
        guard !applied.isEmpty else { return base }
        let key = InstanceKey(base: base, coordinates: applied)
        return instances.withLock { state in
            if let found = state.indices[key] { return found }
            let index = sources.count + state.faces.count
            guard
                let made = try? FontFace(
                    path: face.path, tag: VariationAxis.instanceTag(face.tag, applied), number: TextEngine.faceNumber(index), coordinates: applied)
            else { return base }
            state.faces.append(made)
            state.indices[key] = index
            return index
        }
    }

    /// Whether `index` has been opened (for tests of laziness).
    func isOpen(_ index: Int) -> Bool { opened.withLock { $0[index] != nil } }

    /// The cheap part of opening (`FontFileHead`): the file exists and starts like a font file.
    private static func check(_ path: String) throws {
        switch FontFileHead.of(path) {
        case .font: return
        case .missing: throw TextError.missingFile(URL(fileURLWithPath: path))
        case .notAFont: throw TextError.badFile(URL(fileURLWithPath: path), "it does not start like a TrueType or OpenType font")
        }
    }
}
