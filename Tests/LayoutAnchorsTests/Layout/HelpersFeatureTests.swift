// Helpers for the *FeatureTests files: a phone-sized window with a view controller, and a
// view factory for views placed by constraints.

import LayoutAnchors
import XCTest

/// A view controller whose `viewDidLoad` runs a closure, to build layouts inline in tests.
final class ClosureViewController: ViewController {
    let setUp: (View) -> Void
    init(_ setUp: @escaping (View) -> Void) {
        self.setUp = setUp
        super.init()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        setUp(view)
    }
}

/// A 390 x 844 iPhone window with safe area 47 / 34.
func phoneWindow(_ setUp: @escaping (View) -> Void) -> Window {
    let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    window.rootViewController = ClosureViewController(setUp)
    return window
}

/// A 1366 x 1024 iPad window with safe area 24 / 20.
func padWindow(_ setUp: @escaping (View) -> Void) -> Window {
    let window = Window(size: Size(width: 1366, height: 1024), safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    window.rootViewController = ClosureViewController(setUp)
    return window
}

/// A view with `translatesAutoresizingMaskIntoConstraints` off, added to `parent`.
func constrainedView(in parent: View, _ name: String) -> View {
    let view = View()
    view.identifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// A scroll view with `translatesAutoresizingMaskIntoConstraints` off, added to `parent`.
func constrainedScrollView(in parent: View, _ name: String = "scrollView") -> ScrollView {
    let view = ScrollView()
    view.identifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}
