/// The identifiers the library gives its own constraints (intrinsic sizes, stack views), kept
/// as a one-byte code in the constraint (`LayoutConstraint.builtInName`) instead of a string in
/// its `RareFields` box: a wrapping label in a stack view has four intrinsic-size constraints
/// and several stack constraints, and each took a box (and some a heap string) for its name.
enum BuiltInConstraintName: UInt8 {
    case none
    case widthHugging, widthCompression, heightHugging, heightCompression
    case spacing, canvasConnection, canvasFit, alignment, fillEqually, fillProportionally
    case hiding, spanningBoundary, spanningFit, ambiguitySuppression, distributingUnit

    /// The identifier it stands for; nil for `none`.
    var text: String? {
        switch self {
        case .none: nil
        case .widthHugging: "width-hugging"
        case .widthCompression: "width-compression"
        case .heightHugging: "height-hugging"
        case .heightCompression: "height-compression"
        case .spacing: StackIdentifier.spacing
        case .canvasConnection: StackIdentifier.canvasConnection
        case .canvasFit: StackIdentifier.canvasFit
        case .alignment: StackIdentifier.alignment
        case .fillEqually: StackIdentifier.fillEqually
        case .fillProportionally: StackIdentifier.fillProportionally
        case .hiding: StackIdentifier.hiding
        case .spanningBoundary: StackIdentifier.spanningBoundary
        case .spanningFit: StackIdentifier.spanningFit
        case .ambiguitySuppression: StackIdentifier.ambiguitySuppression
        case .distributingUnit: StackIdentifier.distributingUnit
        }
    }
}
