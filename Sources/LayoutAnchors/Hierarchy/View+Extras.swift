/// The state of a view that most views leave at its defaults (no controller, no intrinsic
/// size, default priorities, margins and weights, no guides, no identifier), in one box that a
/// view allocates only when one of them changes. Stored on `View`, these fields would take
/// 112 bytes of every view (at 100,000 rows, 11 MB) for what few views set.
final class ViewExtras {
    /// See `View.owningViewController` (weak, as UIKit's view holds its controller).
    weak var owningViewController: ViewController?
    /// See `View.storedIntrinsicContentSize`.
    var intrinsicContentSize = View.noIntrinsicSize
    /// See `View.hugging`.
    var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = View.defaultHugging
    /// See `View.compressionResistance`.
    var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = View.defaultCompressionResistance
    /// See `View.ownGuides`.
    var ownGuides: [LayoutGuide] = []
    /// See `View.systemGuides`.
    var systemGuides: [LayoutGuide.Kind: LayoutGuide] = [:]
    /// See `View.storedMargins`.
    var margins = View.defaultMargins
    /// See `View.flags`.
    var flags = ViewFlags()
    /// See `View.intrinsicWeights`.
    var intrinsicWeights = IntrinsicWeights()
    /// See `View.identifier`.
    var identifier: String?
    /// See `View.autoresizingMask`.
    var autoresizingMask: AutoresizingMask = []
    /// See `View.transform`.
    var transform = Transform.identity
    /// Set by a scroll view zooming the view: its transform applies about its top-left corner
    /// (UIScrollView keeps a zoomed view's frame at the content's origin) instead of its centre.
    var transformsAboutTopLeft = false
    /// The subviews' indices, for diagnostic names (`View.subviewIndex(of:)`); each entry is
    /// checked against `subviews` before use, so a stale one is never believed.
    var subviewIndexCache: [ObjectIdentifier: Int] = [:]
}

extension View {
    /// The box, made on first use.
    var viewExtras: ViewExtras {
        if let extras { return extras }
        let made = ViewExtras()
        extras = made
        return made
    }

    /// Both axes without an intrinsic metric.
    static let noIntrinsicSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    /// UIKit's default content hugging priorities.
    static let defaultHugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    /// UIKit's default compression resistance priorities.
    static let defaultCompressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)

    /// The intrinsic size as set (`intrinsicContentSize`'s storage).
    var storedIntrinsicContentSize: Size {
        get { extras?.intrinsicContentSize ?? View.noIntrinsicSize }
        _modify { yield &viewExtras.intrinsicContentSize }
    }

    /// The content hugging priorities per axis.
    var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) {
        get { extras?.hugging ?? View.defaultHugging }
        _modify { yield &viewExtras.hugging }
    }

    /// The compression resistance priorities per axis.
    var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) {
        get { extras?.compressionResistance ?? View.defaultCompressionResistance }
        _modify { yield &viewExtras.compressionResistance }
    }

    /// The guides added with `addLayoutGuide`, in order.
    var ownGuides: [LayoutGuide] {
        get { extras?.ownGuides ?? [] }
        _modify { yield &viewExtras.ownGuides }
    }

    /// The system guides made so far (margins, safe area, readable content), by kind.
    var systemGuides: [LayoutGuide.Kind: LayoutGuide] {
        get { extras?.systemGuides ?? [:] }
        _modify { yield &viewExtras.systemGuides }
    }

    /// The layout margins as set: leading/trailing, or left/right when `flags.marginsAreAbsolute`.
    var storedMargins: DirectionalEdgeInsets {
        get { extras?.margins ?? View.defaultMargins }
        _modify { yield &viewExtras.margins }
    }

    /// The margin flags (`insetsLayoutMarginsFromSafeArea`, whether the margins were set as
    /// left/right).
    var flags: ViewFlags {
        get { extras?.flags ?? ViewFlags() }
        _modify { yield &viewExtras.flags }
    }

    /// Weights of the intrinsic-size constraints per axis, set by a stack view on its arranged
    /// subviews so that equal hugging or compression priorities are resolved by index.
    var intrinsicWeights: IntrinsicWeights {
        get { extras?.intrinsicWeights ?? IntrinsicWeights() }
        _modify { yield &viewExtras.intrinsicWeights }
    }
}
