import FuzzSupport
import LayoutScene

/// Input: a scene file's text. A scene that parses is built, laid out and reported (text and
/// SVG), as `layout render` does. Any trap is a finding; errors are expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = ByteReader(data, size)
    let text = input.string(limit: 1 << 16)
    guard let scene = try? SceneParser.parse(text, file: "fuzz.json"),
          let built = try? SceneBuilder.build(scene, file: "fuzz.json") else { return 0 }
    built.window.logsLayoutIssues = false
    let report = RenderReport(built)
    _ = report.text
    _ = SceneSVG.render(built)
    return 0
}
