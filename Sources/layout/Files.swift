import Foundation

/// File access for the tool (Foundation stays out of the library modules).
enum Files {
    /// The text of `path` (`-` for standard input), or exit 1 naming the file.
    static func read(_ path: String) -> String {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return String(decoding: data, as: UTF8.self)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            fail("layout: cannot read '\(path)': no such file or not readable", .badInput)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            fail("layout: '\(path)' is not UTF-8 text", .badInput)
        }
        return text
    }

    /// Whether `path` names a readable file.
    static func isReadable(_ path: String) -> Bool {
        FileManager.default.isReadableFile(atPath: path)
    }

    /// Writes `text` to `path`, creating missing directories, or exits 1.
    static func write(_ text: String, to path: String) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        } catch {
            fail("layout: cannot write '\(path)': \(error.localizedDescription)", .badInput)
        }
    }

    /// The `.json` files of a directory, sorted by name; nil if the directory does not exist.
    static func sceneFiles(in directory: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { (directory as NSString).appendingPathComponent($0) }
    }

    /// The example scenes: `./Examples`, or the package's `Examples` next to the sources.
    static func examplesDirectory() -> String? {
        let here = "Examples"
        if sceneFiles(in: here)?.isEmpty == false { return here }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples").path
        if sceneFiles(in: package)?.isEmpty == false { return package }
        return nil
    }

    /// The last path component without extension.
    static func baseName(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }
}
