// The zooming fixture shared by the zooming and coordinate conversion tests.

import LayoutAnchors

/// A scroll view delegate that zooms `view` and records each zoom scale it is told of.
final class ZoomDelegate: ScrollViewDelegate {
    let view: View?
    var zooms: [Double] = []
    init(_ view: View?) { self.view = view }
    func viewForZooming(in scrollView: ScrollView) -> View? { view }
    func scrollViewDidZoom(_ scrollView: ScrollView) { zooms.append(scrollView.zoomScale) }
}

/// A full-window scroll view (no inset adjustment) holding a 400 x 300 image pinned to
/// its content guide.
func makeZoomer(_ window: Window) -> (ScrollView, View, ZoomDelegate) {
    let scroll = ScrollView()
    scroll.contentInsetAdjustmentBehavior = .never
    pinEdges(scroll, to: window)
    let image = View()
    image.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(image)
    let content = scroll.contentLayoutGuide
    LayoutConstraint.activate([
        image.topAnchor.constraint(equalTo: content.topAnchor),
        image.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        image.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        image.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        image.widthAnchor.constraint(equalToConstant: 400), image.heightAnchor.constraint(equalToConstant: 300),
    ])
    let delegate = ZoomDelegate(image)
    scroll.delegate = delegate
    scroll.minimumZoomScale = 0.5
    scroll.maximumZoomScale = 4
    window.layoutIfNeeded()
    return (scroll, image, delegate)
}
