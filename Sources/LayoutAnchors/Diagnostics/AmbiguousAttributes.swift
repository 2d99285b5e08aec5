/// The attributes of a view or guide that constraints leave free, and the issue text that
/// names them in Xcode's wording ("Position is ambiguous for ...", "Height is ambiguous for ...").
struct AmbiguousAttributes: OptionSet, Equatable {
    let rawValue: UInt8

    static let horizontalPosition = AmbiguousAttributes(rawValue: 1)
    static let verticalPosition = AmbiguousAttributes(rawValue: 2)
    static let width = AmbiguousAttributes(rawValue: 4)
    static let height = AmbiguousAttributes(rawValue: 8)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// From the freedom of minX, minY, width, height, in that order.
    init(free: ArraySlice<Bool>) {
        var raw: UInt8 = 0
        for (bit, isFree) in free.enumerated() where isFree { raw |= 1 << UInt8(bit) }
        rawValue = raw
    }

    /// The names of the free attributes, in the user's words.
    var names: [String] {
        var result: [String] = []
        if contains(.horizontalPosition) { result.append("horizontal position") }
        if contains(.verticalPosition) { result.append("vertical position") }
        if contains(.width) { result.append("width") }
        if contains(.height) { result.append("height") }
        return result
    }

    /// Xcode's sentences, one per free attribute ("Position" when both coordinates are free),
    /// then the list of free attributes.
    func description(for item: AnyObject) -> String {
        let name = itemName(item)
        var sentences: [String] = []
        if contains([.horizontalPosition, .verticalPosition]) {
            sentences.append("Position is ambiguous for \(name).")
        } else if contains(.horizontalPosition) {
            sentences.append("Horizontal position is ambiguous for \(name).")
        } else if contains(.verticalPosition) {
            sentences.append("Vertical position is ambiguous for \(name).")
        }
        if contains(.width) { sentences.append("Width is ambiguous for \(name).") }
        if contains(.height) { sentences.append("Height is ambiguous for \(name).") }
        return sentences.joined(separator: " ") + " Free: \(names.joined(separator: ", "))."
    }

    /// Interface Builder's "Scrollable content size is ambiguous" for a scroll view.
    func scrollContentDescription(for scrollView: AnyObject) -> String {
        "Scrollable content size is ambiguous for \(itemName(scrollView)): the \(names.joined(separator: " and ")) of its contentLayoutGuide is not determined by constraints."
    }
}
