import Foundation
import XCTest

@testable import LayoutScene

/// The package's `Examples` directory.
let examplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

/// Reads, parses and builds an example scene by file name.
func buildExample(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> BuiltScene {
    let url = examplesDirectory.appendingPathComponent(name)
    let text = try String(contentsOf: url, encoding: .utf8)
    let scene = try SceneParser.parse(text, file: name)
    return try SceneBuilder.build(scene, file: name)
}

/// Parses and builds scene text.
func buildScene(_ text: String, file: String = "test.json") throws -> BuiltScene {
    try SceneBuilder.build(try SceneParser.parse(text, file: file), file: file)
}

/// The error thrown by `body`, as a SceneError, or a failure.
func sceneError(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> SceneError? {
    do {
        try body()
        XCTFail("expected a SceneError", file: file, line: line)
    } catch let error as SceneError {
        return error
    } catch {
        XCTFail("expected a SceneError, got \(error)", file: file, line: line)
    }
    return nil
}

/// A one-view scene with the given constraints (each a JSON string literal line).
func sceneText(constraints: [String]) -> String {
    """
    {
      "window": { "size": [390, 844] },
      "root": { "id": "view", "subviews": [
        { "id": "scroll", "kind": "scrollView", "subviews": [ { "id": "content" } ] }
      ]},
      "constraints": [
    \(constraints.map { "    \($0)" }.joined(separator: ",\n"))
      ]
    }
    """
}
