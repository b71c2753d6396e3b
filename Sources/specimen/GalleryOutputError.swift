import Foundation

/// Foundation's file errors as the one short reason a user reads, instead of their debug dump
/// (`Error Domain=NSCocoaErrorDomain Code=512 "(null)" UserInfo={...}`).
enum GalleryOutputError {
    static func reason(_ error: CocoaError) -> String {
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        switch error.code {
        case .fileWriteOutOfSpace: return "the disk is full"
        case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
        case .fileWriteFileExists: return "a file is in the way of a folder"
        case .fileNoSuchFile, .fileReadNoSuchFile: return "a folder on the way does not exist"
        case .fileWriteVolumeReadOnly: return "the volume is read-only"
        default: return "file error \(error.code.rawValue)"
        }
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each first occurrence only.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
