import Foundation

// Foundation values the structural fingerprint feeds directly (`Mirror` shows none of UUID's bytes).

extension UUID: DirectlyFingerprinted {
    func combineStructure(into f: inout Fingerprinter) {
        withUnsafeBytes(of: uuid) { bytes in
            f.combine(bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self))
            f.combine(bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
    }
}

extension Date: DirectlyFingerprinted {
    func combineStructure(into f: inout Fingerprinter) { f.combine(timeIntervalSinceReferenceDate.bitPattern) }
}

extension URL: DirectlyFingerprinted {
    func combineStructure(into f: inout Fingerprinter) { f.combine(absoluteString) }
}

extension Data: DirectlyFingerprinted {
    func combineStructure(into f: inout Fingerprinter) {
        f.combine(count)
        for byte in self { f.combine(UInt64(byte)) }
    }
}
