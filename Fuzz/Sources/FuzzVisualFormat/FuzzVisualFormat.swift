import FuzzSupport
import LayoutAnchors

/// The window and views every input uses, made once (faster than a hierarchy per input, and
/// each input's constraints are activated and deactivated on the same views). The fuzzer runs
/// one input at a time on one thread.
final class Fixture {
    let root = Window(size: Size(width: 320, height: 480))
    var views: [String: View] = [:]

    init() {
        root.logsLayoutIssues = false
        for name in ["a", "b", "c"] {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views[name] = view
        }
    }
}

nonisolated(unsafe) let fixture = Fixture()

/// Input: two option bytes, then the format string. Three views and two metrics are known
/// (`a`, `b`, `c`; `m`, `n`). A format that parses is activated, laid out and deactivated.
/// Any trap (the Visual Format Language parser, resolver, builder or the layout) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = ByteReader(data, size)
    let optionBits = Int(input.byte()) | Int(input.byte()) << 8
    let format = input.string(limit: 512)
    let metrics: [String: Double] = ["m": 8, "n": 1e308]
    guard let constraints = try? LayoutConstraint.constraints(
        withVisualFormat: format, options: FormatOptions(rawValue: UInt(optionBits & 0x1ffff)),
        metrics: metrics, views: fixture.views) else { return 0 }
    LayoutConstraint.activate(constraints)
    fixture.root.layoutIfNeeded()
    LayoutConstraint.deactivate(constraints)
    fixture.root.layoutIfNeeded()
    return 0
}
