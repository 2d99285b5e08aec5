/// The four solver variables of a view or layout guide: its frame in the hierarchy's single
/// coordinate space (the root's, with every scroll view's content placed unscrolled).
final class ItemVariables {
    let minX = Variable("minX")
    let minY = Variable("minY")
    let width = Variable("width")
    let height = Variable("height")
    /// The serial number of the engine these variables are registered with (0: none).
    @exclusivity(unchecked) var registeredSerial: UInt64 = 0
    /// How many kernel constraints of the engine `useSerial` use these variables.
    @exclusivity(unchecked) var useCount = 0
    /// The serial number of the engine `useCount` counts for.
    @exclusivity(unchecked) var useSerial: UInt64 = 0

    /// All four, for registration.
    var all: [Variable] { [minX, minY, width, height] }

    /// The solved rectangle, not rounded.
    var rect: Rect { Rect(x: minX.value, y: minY.value, width: width.value, height: height.value) }
}

/// The items of one kernel constraint, inline (a constraint relates at most four: two sides,
/// each possibly an offset between two anchors), so recording them allocates nothing.
struct UsedItems {
    private var a: ItemVariables?
    private var b: ItemVariables?
    private var c: ItemVariables?
    private var d: ItemVariables?

    /// Adds an item (at most four are kept).
    mutating func append(_ item: ItemVariables) {
        if a == nil { a = item } else if b == nil { b = item } else if c == nil { c = item } else if d == nil { d = item }
    }

    /// Calls `body` on each item.
    func forEach(_ body: (ItemVariables) -> Void) {
        if let a { body(a) }
        if let b { body(b) }
        if let c { body(c) }
        if let d { body(d) }
    }
}

/// A view or a layout guide: anything constraints can relate.
protocol LayoutItem: AnyObject {
    /// Its solver variables.
    var layoutVariables: ItemVariables { get }
}
