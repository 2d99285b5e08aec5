// The articles' Swift samples and their compiled copies in the test targets stay identical.

import Foundation
import XCTest

final class ArticleSampleCheckTests: XCTestCase {
    /// The package's root directory: the nearest folder above this file with a Package.swift.
    private let root: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
            url.path != "/"
        {
            url = url.deletingLastPathComponent()
        }
        return url
    }()

    /// The ```swift blocks of an article, `import` lines and leading blank lines left out.
    static func samples(inArticle text: String) -> [[String]] {
        var result: [[String]] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil {
                if line == "```swift" { current = [] }
            } else if line == "```" {
                result.append(current!)
                current = nil
            } else if !line.hasPrefix("import ") {
                if !(current!.isEmpty && line.trimmingCharacters(in: .whitespaces).isEmpty) { current!.append(line) }
            }
        }
        return result
    }

    /// The `// sample: FILE N` … `// end sample` regions of a test file, dedented, by key "FILE N".
    static func samples(inTestFile text: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var key: String?
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = key {
                if trimmed == "// end sample" {
                    result[open] = dedented(lines)
                    key = nil
                } else {
                    lines.append(line)
                }
            } else if trimmed.hasPrefix("// sample: ") {
                key = String(trimmed.dropFirst("// sample: ".count))
                lines = []
            }
        }
        return result
    }

    /// Lines with the indentation common to the non-blank ones removed.
    static func dedented(_ lines: [String]) -> [String] {
        let indents = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }
        let common = indents.min() ?? 0
        return lines.map { $0.count >= common ? String($0.dropFirst(common)) : "" }
    }

    private func files(under directory: URL, suffix: String) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.path.hasSuffix(suffix) }
    }

    func testEveryArticleSampleIsCompiledVerbatim() throws {
        var compiled: [String: [String]] = [:]
        for file in files(under: root.appendingPathComponent("Tests"), suffix: ".swift") {
            compiled.merge(Self.samples(inTestFile: try String(contentsOf: file, encoding: .utf8))) { first, _ in first }
        }
        let articles = files(under: root.appendingPathComponent("Sources"), suffix: ".md").filter { $0.path.contains(".docc/") }
        XCTAssertFalse(articles.isEmpty, "no DocC articles found under Sources")
        var expected: Set<String> = []
        for article in articles {
            let name = article.lastPathComponent
            for (index, sample) in Self.samples(inArticle: try String(contentsOf: article, encoding: .utf8)).enumerated() {
                let key = "\(name) \(index + 1)"
                expected.insert(key)
                guard let copy = compiled[key] else {
                    XCTFail("\(key): no compiled copy (add it between '// sample: \(key)' and '// end sample' in a test)")
                    continue
                }
                if copy != sample {
                    let line =
                        zip(copy, sample).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(copy.count, sample.count)
                    XCTFail(
                        "\(key) differs from its compiled copy at line \(line + 1):\n  article: \(line < sample.count ? sample[line] : "(end)")\n  test:    \(line < copy.count ? copy[line] : "(end)")"
                    )
                }
            }
        }
        for stale in Set(compiled.keys).subtracting(expected).sorted() {
            XCTFail("\(stale): compiled in a test but no longer in any article")
        }
    }

    func testExtractionReadsFencesAndMarkers() {
        let article = "text\n```swift\nimport LayoutAnchors\n\nlet a = 1\n    let b = 2\n```\n```\nnot swift\n```\n"
        XCTAssertEqual(Self.samples(inArticle: article), [["let a = 1", "    let b = 2"]])
        let test = "    func f() {\n        // sample: A.md 1\n        let a = 1\n            let b = 2\n        // end sample\n    }\n"
        XCTAssertEqual(Self.samples(inTestFile: test), ["A.md 1": ["let a = 1", "    let b = 2"]])
    }
}
