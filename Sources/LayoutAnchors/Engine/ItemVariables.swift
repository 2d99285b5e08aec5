/// The four solver variables of a view or layout guide: its frame in the hierarchy's single
/// coordinate space (the root's, with every scroll view's content placed unscrolled).
final class ItemVariables {
    let minX = Variable("minX")
    let minY = Variable("minY")
    let width = Variable("width")
    let height = Variable("height")
    /// The serial number of the engine these variables are registered with (0: none).
    var registeredSerial: UInt64 = 0

    /// All four, for registration.
    var all: [Variable] { [minX, minY, width, height] }

    /// The solved rectangle, not rounded.
    var rect: Rect { Rect(x: minX.value, y: minY.value, width: width.value, height: height.value) }
}

/// A view or a layout guide: anything constraints can relate.
protocol LayoutItem: AnyObject {
    /// Its solver variables.
    var layoutVariables: ItemVariables { get }
}
