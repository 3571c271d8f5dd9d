import Foundation

/// A new empty folder under the system's temporary directory, named `prefix-UUID`; the caller
/// removes it (`defer { try? FileManager.default.removeItem(at: folder) }`).
public func makeTemporaryFolder(_ prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
