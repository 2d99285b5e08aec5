import Foundation
import LayoutAnchors
import LayoutScene
import LayoutTesting

/// The package's `Examples` directory.
let examplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

/// A parsed example scene.
func exampleScene(_ name: String) throws -> Scene {
    let text = try String(contentsOf: examplesDirectory.appendingPathComponent(name), encoding: .utf8)
    return try SceneParser.parse(text, file: name)
}

/// iPhone 15 Pro portrait, L, LTR: 393x852, safe area top 59 bottom 34, scale 3.
let phone = LayoutEnvironment(device: .iPhone15Pro)

/// A window of `environment` whose root view controller's view holds `views` (laid out by
/// constraints unless they already have frames), with `constraints` active.
func window(_ environment: LayoutEnvironment = phone, views: [View], constraints: (View) -> [LayoutConstraint]) -> Window {
    let window = environment.makeWindow()
    let controller = ViewController()
    window.rootViewController = controller
    for view in views {
        controller.view.addSubview(view)
    }
    LayoutConstraint.activate(constraints(controller.view))
    window.layoutIfNeeded()
    return window
}

/// A constrained view with an identifier.
func named(_ identifier: String, _ view: View = View()) -> View {
    view.identifier = identifier
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// The kinds found in a window with the given checks on.
func kinds(_ window: Window, _ environment: LayoutEnvironment = phone, checks: Set<CheckKind> = Set(CheckKind.allCases)) -> [CheckKind] {
    LayoutCheck.check(window, in: environment, options: CheckOptions(checks: checks)).findings.map(\.kind)
}
