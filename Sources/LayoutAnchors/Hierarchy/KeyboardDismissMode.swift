/// How a scroll view dismisses the keyboard when dragged (recorded; there is no gesture here).
public enum KeyboardDismissMode: Hashable, Sendable {
    /// Dragging does not dismiss the keyboard.
    case none
    /// The keyboard goes when a drag begins.
    case onDrag
    /// The keyboard follows the drag and can be pulled down.
    case interactive
    /// As `interactive`, including the input accessory view.
    case interactiveWithAccessory
}
