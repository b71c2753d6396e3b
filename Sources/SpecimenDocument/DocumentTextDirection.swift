/// A text node's own reading direction (`"textDirection": "ltr"`): the text is shaped in it, with no
/// language, whatever the direction the component is laid out in. Its place still mirrors.
package enum DocumentTextDirection: String, Hashable, Sendable, CaseIterable {
    case ltr, rtl
}
