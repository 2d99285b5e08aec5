/// A view's four intrinsic-size constraints (width hugging, width compression, height hugging,
/// height compression) as four fields of its `IntrinsicSupport` instead of an array: the array
/// was a second allocation (64 bytes) for every view with an intrinsic size.
struct IntrinsicSlots: MutableCollection, RandomAccessCollection {
    private var widthHugging: LayoutConstraint?
    private var widthCompression: LayoutConstraint?
    private var heightHugging: LayoutConstraint?
    private var heightCompression: LayoutConstraint?

    var startIndex: Int { 0 }
    var endIndex: Int { 4 }

    subscript(slot: Int) -> LayoutConstraint? {
        get {
            switch slot {
            case 0: widthHugging
            case 1: widthCompression
            case 2: heightHugging
            case 3: heightCompression
            default: preconditionFailure("intrinsic slot \(slot) out of 0..<4")
            }
        }
        set {
            switch slot {
            case 0: widthHugging = newValue
            case 1: widthCompression = newValue
            case 2: heightHugging = newValue
            case 3: heightCompression = newValue
            default: preconditionFailure("intrinsic slot \(slot) out of 0..<4")
            }
        }
    }
}
