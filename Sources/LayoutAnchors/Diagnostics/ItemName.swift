/// A readable name for a view or guide in messages: its identifier, or its type and address.
func itemName(_ item: AnyObject?) -> String {
    guard let item else { return "nil" }
    if let view = item as? View {
        let type = String(describing: Swift.type(of: view))
        if let id = view.identifier { return "\(type):'\(id)'" }
        return "\(type):\(address(view))"
    }
    if let guide = item as? LayoutGuide {
        let owner = guide.owningView.map { itemName($0) } ?? "nil"
        return guide.identifier.isEmpty ? "LayoutGuide:\(address(guide))(\(owner))" : "'\(guide.identifier)'(\(owner))"
    }
    return "\(item)"
}

/// A short hexadecimal address, like UIKit's `0x7f…`.
func address(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}
