/// Plain words for the errors Foundation's XMLParser reports. On Linux its error codes are
/// libxml2's (`xmlParserErrors` in libxml/xmlerror.h), and its own description is only
/// "NSXMLParserErrorDomain error 89": each code the parser can give a page source gets what is wrong
/// and what to do; a code not listed still says that the XML is malformed, with the number.
enum XMLErrorWords {
    static func message(code: Int) -> String {
        let words: String
        switch code {
        case 4: words = "the file holds no XML element: expected <AppiumAUT> with XCUIElementType… elements"
        case 5, 86: words = "unexpected text after the document's last closing tag, or a tag that is not closed: check the tags here"
        case 6, 7, 8: words = "an invalid character reference: write it as &#233; (decimal) or &#xE9; (hexadecimal) of a character XML allows"
        case 9: words = "a character XML does not allow (a control character, or a reference to one): remove it"
        case 10, 14, 18: words = "the file ends inside a reference (&…): finish it with ;"
        case 11, 12, 15, 16: words = "a reference (&…) outside the document's element: remove it"
        case 22, 23: words = "a bare & or a reference without its closing ;: write a bare & as &amp;"
        case 26, 27: words = "an undeclared entity: use only &lt; &gt; &amp; &quot; &apos; and character references"
        case 31, 32, 79, 81: words = "an encoding this reader does not read: save the file as UTF-8"
        case 33, 34, 43, 44: words = "a quoted value is not started or not closed: check its quotes"
        case 38: words = "a < inside an attribute value: write it as &lt;"
        case 39: words = "an attribute value without quotes: write name=\"value\""
        case 40: words = "an attribute value is not closed: add its closing quote"
        case 41: words = "an attribute without a value: write name=\"value\""
        case 42, 203: words = "an attribute given twice in one tag: keep one"
        case 45: words = "a comment <!-- is not closed by -->"
        case 57, 56: words = "the XML declaration is malformed: write <?xml version=\"1.0\" encoding=\"UTF-8\"?>"
        case 62: words = "]]> outside a CDATA section: write it as ]]&gt;"
        case 63: words = "a CDATA section <![CDATA[ is not closed by ]]>"
        case 64: words = "the XML declaration <?xml …?> must be at the very start of the file: remove what comes before it"
        case 65: words = "a space is missing between an element's name and its attributes, or between two attributes"
        case 68, 110: words = "expected a tag name after <: write a bare < as &lt;"
        case 73, 77: words = "a tag is not finished: expected > or />"
        case 74: words = "expected a closing tag </…>"
        case 75: words = "expected = between an attribute's name and its value"
        case 76: words = "a closing tag does not match the element open there; expected each element closed by its own tag"
        case 80: words = "-- inside a comment, which XML does not allow: remove it"
        case 85: words = "the elements are not well nested: check the closing tags"
        case 96, 97, 108, 109: words = "the XML declaration needs version=\"1.0\""
        case 201, 202: words = "a namespace prefix (name:) that is not declared: Appium's page source has none, remove it"
        default: words = "malformed XML (libxml2 error \(code))"
        }
        return words
    }
}
