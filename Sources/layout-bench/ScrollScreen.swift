import LayoutAnchors

/// The screen the anchors workloads share: a 390x844 phone window (safe area 47 top, 34
/// bottom) whose controller's root view is filled by `scrollView`, with `content` added to the
/// scroll view. Returns the window and the constraints that pin the scroll view to the root
/// and `content` to the content layout guide, as wide as the frame guide; the caller adds its
/// own and activates them together.
func makeScrollScreen(scrollView: ScrollView, content: View) -> (window: Window, constraints: [LayoutConstraint]) {
    let window = Window(
        size: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let controller = ViewController()
    window.rootViewController = controller
    let root = controller.view
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    content.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    scrollView.addSubview(content)
    let guide = scrollView.contentLayoutGuide
    let constraints = [
        scrollView.topAnchor.constraint(equalTo: root.topAnchor),
        scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        content.topAnchor.constraint(equalTo: guide.topAnchor),
        content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ]
    return (window, constraints)
}
