/// What a scroll view tells the object that follows it: the counterpart of UIKit's
/// `UIScrollViewDelegate`.
///
/// Every method is optional (each has an empty default), as in UIKit. Table and collection
/// views read their delegate through this property too (`delegate as? TableViewDelegate`),
/// because Swift cannot narrow an inherited property's type.
public protocol ScrollViewDelegate: AnyObject {
    /// Called after every change of `contentOffset`.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// The view that scales when the scroll view zooms; nil (the default) disables zooming.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// Called after every change of `zoomScale`.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// Called when a drag is released; the delegate may change where the content comes to rest.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {}
}
