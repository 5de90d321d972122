package v1

// Top inlines a chain of 150 structs.
type Top struct {
	S0 `json:",inline"`
}

// S0 to S150 are not selected: only Top is.
// +k8s:openapi-gen=false
type S0 struct {
	S1 `json:",inline"`
	F0 string `json:"f0"`
}

// +k8s:openapi-gen=false
type S1 struct {
	S2 `json:",inline"`
	F1 string `json:"f1"`
}

// +k8s:openapi-gen=false
type S2 struct {
	S3 `json:",inline"`
	F2 string `json:"f2"`
}

// +k8s:openapi-gen=false
type S3 struct {
	S4 `json:",inline"`
	F3 string `json:"f3"`
}

// +k8s:openapi-gen=false
type S4 struct {
	S5 `json:",inline"`
	F4 string `json:"f4"`
}

// +k8s:openapi-gen=false
type S5 struct {
	S6 `json:",inline"`
	F5 string `json:"f5"`
}

// +k8s:openapi-gen=false
type S6 struct {
	S7 `json:",inline"`
	F6 string `json:"f6"`
}

// +k8s:openapi-gen=false
type S7 struct {
	S8 `json:",inline"`
	F7 string `json:"f7"`
}

// +k8s:openapi-gen=false
type S8 struct {
	S9 `json:",inline"`
	F8 string `json:"f8"`
}

// +k8s:openapi-gen=false
type S9 struct {
	S10 `json:",inline"`
	F9 string `json:"f9"`
}

// +k8s:openapi-gen=false
type S10 struct {
	S11 `json:",inline"`
	F10 string `json:"f10"`
}

// +k8s:openapi-gen=false
type S11 struct {
	S12 `json:",inline"`
	F11 string `json:"f11"`
}

// +k8s:openapi-gen=false
type S12 struct {
	S13 `json:",inline"`
	F12 string `json:"f12"`
}

// +k8s:openapi-gen=false
type S13 struct {
	S14 `json:",inline"`
	F13 string `json:"f13"`
}

// +k8s:openapi-gen=false
type S14 struct {
	S15 `json:",inline"`
	F14 string `json:"f14"`
}

// +k8s:openapi-gen=false
type S15 struct {
	S16 `json:",inline"`
	F15 string `json:"f15"`
}

// +k8s:openapi-gen=false
type S16 struct {
	S17 `json:",inline"`
	F16 string `json:"f16"`
}

// +k8s:openapi-gen=false
type S17 struct {
	S18 `json:",inline"`
	F17 string `json:"f17"`
}

// +k8s:openapi-gen=false
type S18 struct {
	S19 `json:",inline"`
	F18 string `json:"f18"`
}

// +k8s:openapi-gen=false
type S19 struct {
	S20 `json:",inline"`
	F19 string `json:"f19"`
}

// +k8s:openapi-gen=false
type S20 struct {
	S21 `json:",inline"`
	F20 string `json:"f20"`
}

// +k8s:openapi-gen=false
type S21 struct {
	S22 `json:",inline"`
	F21 string `json:"f21"`
}

// +k8s:openapi-gen=false
type S22 struct {
	S23 `json:",inline"`
	F22 string `json:"f22"`
}

// +k8s:openapi-gen=false
type S23 struct {
	S24 `json:",inline"`
	F23 string `json:"f23"`
}

// +k8s:openapi-gen=false
type S24 struct {
	S25 `json:",inline"`
	F24 string `json:"f24"`
}

// +k8s:openapi-gen=false
type S25 struct {
	S26 `json:",inline"`
	F25 string `json:"f25"`
}

// +k8s:openapi-gen=false
type S26 struct {
	S27 `json:",inline"`
	F26 string `json:"f26"`
}

// +k8s:openapi-gen=false
type S27 struct {
	S28 `json:",inline"`
	F27 string `json:"f27"`
}

// +k8s:openapi-gen=false
type S28 struct {
	S29 `json:",inline"`
	F28 string `json:"f28"`
}

// +k8s:openapi-gen=false
type S29 struct {
	S30 `json:",inline"`
	F29 string `json:"f29"`
}

// +k8s:openapi-gen=false
type S30 struct {
	S31 `json:",inline"`
	F30 string `json:"f30"`
}

// +k8s:openapi-gen=false
type S31 struct {
	S32 `json:",inline"`
	F31 string `json:"f31"`
}

// +k8s:openapi-gen=false
type S32 struct {
	S33 `json:",inline"`
	F32 string `json:"f32"`
}

// +k8s:openapi-gen=false
type S33 struct {
	S34 `json:",inline"`
	F33 string `json:"f33"`
}

// +k8s:openapi-gen=false
type S34 struct {
	S35 `json:",inline"`
	F34 string `json:"f34"`
}

// +k8s:openapi-gen=false
type S35 struct {
	S36 `json:",inline"`
	F35 string `json:"f35"`
}

// +k8s:openapi-gen=false
type S36 struct {
	S37 `json:",inline"`
	F36 string `json:"f36"`
}

// +k8s:openapi-gen=false
type S37 struct {
	S38 `json:",inline"`
	F37 string `json:"f37"`
}

// +k8s:openapi-gen=false
type S38 struct {
	S39 `json:",inline"`
	F38 string `json:"f38"`
}

// +k8s:openapi-gen=false
type S39 struct {
	S40 `json:",inline"`
	F39 string `json:"f39"`
}

// +k8s:openapi-gen=false
type S40 struct {
	S41 `json:",inline"`
	F40 string `json:"f40"`
}

// +k8s:openapi-gen=false
type S41 struct {
	S42 `json:",inline"`
	F41 string `json:"f41"`
}

// +k8s:openapi-gen=false
type S42 struct {
	S43 `json:",inline"`
	F42 string `json:"f42"`
}

// +k8s:openapi-gen=false
type S43 struct {
	S44 `json:",inline"`
	F43 string `json:"f43"`
}

// +k8s:openapi-gen=false
type S44 struct {
	S45 `json:",inline"`
	F44 string `json:"f44"`
}

// +k8s:openapi-gen=false
type S45 struct {
	S46 `json:",inline"`
	F45 string `json:"f45"`
}

// +k8s:openapi-gen=false
type S46 struct {
	S47 `json:",inline"`
	F46 string `json:"f46"`
}

// +k8s:openapi-gen=false
type S47 struct {
	S48 `json:",inline"`
	F47 string `json:"f47"`
}

// +k8s:openapi-gen=false
type S48 struct {
	S49 `json:",inline"`
	F48 string `json:"f48"`
}

// +k8s:openapi-gen=false
type S49 struct {
	S50 `json:",inline"`
	F49 string `json:"f49"`
}

// +k8s:openapi-gen=false
type S50 struct {
	S51 `json:",inline"`
	F50 string `json:"f50"`
}

// +k8s:openapi-gen=false
type S51 struct {
	S52 `json:",inline"`
	F51 string `json:"f51"`
}

// +k8s:openapi-gen=false
type S52 struct {
	S53 `json:",inline"`
	F52 string `json:"f52"`
}

// +k8s:openapi-gen=false
type S53 struct {
	S54 `json:",inline"`
	F53 string `json:"f53"`
}

// +k8s:openapi-gen=false
type S54 struct {
	S55 `json:",inline"`
	F54 string `json:"f54"`
}

// +k8s:openapi-gen=false
type S55 struct {
	S56 `json:",inline"`
	F55 string `json:"f55"`
}

// +k8s:openapi-gen=false
type S56 struct {
	S57 `json:",inline"`
	F56 string `json:"f56"`
}

// +k8s:openapi-gen=false
type S57 struct {
	S58 `json:",inline"`
	F57 string `json:"f57"`
}

// +k8s:openapi-gen=false
type S58 struct {
	S59 `json:",inline"`
	F58 string `json:"f58"`
}

// +k8s:openapi-gen=false
type S59 struct {
	S60 `json:",inline"`
	F59 string `json:"f59"`
}

// +k8s:openapi-gen=false
type S60 struct {
	S61 `json:",inline"`
	F60 string `json:"f60"`
}

// +k8s:openapi-gen=false
type S61 struct {
	S62 `json:",inline"`
	F61 string `json:"f61"`
}

// +k8s:openapi-gen=false
type S62 struct {
	S63 `json:",inline"`
	F62 string `json:"f62"`
}

// +k8s:openapi-gen=false
type S63 struct {
	S64 `json:",inline"`
	F63 string `json:"f63"`
}

// +k8s:openapi-gen=false
type S64 struct {
	S65 `json:",inline"`
	F64 string `json:"f64"`
}

// +k8s:openapi-gen=false
type S65 struct {
	S66 `json:",inline"`
	F65 string `json:"f65"`
}

// +k8s:openapi-gen=false
type S66 struct {
	S67 `json:",inline"`
	F66 string `json:"f66"`
}

// +k8s:openapi-gen=false
type S67 struct {
	S68 `json:",inline"`
	F67 string `json:"f67"`
}

// +k8s:openapi-gen=false
type S68 struct {
	S69 `json:",inline"`
	F68 string `json:"f68"`
}

// +k8s:openapi-gen=false
type S69 struct {
	S70 `json:",inline"`
	F69 string `json:"f69"`
}

// +k8s:openapi-gen=false
type S70 struct {
	S71 `json:",inline"`
	F70 string `json:"f70"`
}

// +k8s:openapi-gen=false
type S71 struct {
	S72 `json:",inline"`
	F71 string `json:"f71"`
}

// +k8s:openapi-gen=false
type S72 struct {
	S73 `json:",inline"`
	F72 string `json:"f72"`
}

// +k8s:openapi-gen=false
type S73 struct {
	S74 `json:",inline"`
	F73 string `json:"f73"`
}

// +k8s:openapi-gen=false
type S74 struct {
	S75 `json:",inline"`
	F74 string `json:"f74"`
}

// +k8s:openapi-gen=false
type S75 struct {
	S76 `json:",inline"`
	F75 string `json:"f75"`
}

// +k8s:openapi-gen=false
type S76 struct {
	S77 `json:",inline"`
	F76 string `json:"f76"`
}

// +k8s:openapi-gen=false
type S77 struct {
	S78 `json:",inline"`
	F77 string `json:"f77"`
}

// +k8s:openapi-gen=false
type S78 struct {
	S79 `json:",inline"`
	F78 string `json:"f78"`
}

// +k8s:openapi-gen=false
type S79 struct {
	S80 `json:",inline"`
	F79 string `json:"f79"`
}

// +k8s:openapi-gen=false
type S80 struct {
	S81 `json:",inline"`
	F80 string `json:"f80"`
}

// +k8s:openapi-gen=false
type S81 struct {
	S82 `json:",inline"`
	F81 string `json:"f81"`
}

// +k8s:openapi-gen=false
type S82 struct {
	S83 `json:",inline"`
	F82 string `json:"f82"`
}

// +k8s:openapi-gen=false
type S83 struct {
	S84 `json:",inline"`
	F83 string `json:"f83"`
}

// +k8s:openapi-gen=false
type S84 struct {
	S85 `json:",inline"`
	F84 string `json:"f84"`
}

// +k8s:openapi-gen=false
type S85 struct {
	S86 `json:",inline"`
	F85 string `json:"f85"`
}

// +k8s:openapi-gen=false
type S86 struct {
	S87 `json:",inline"`
	F86 string `json:"f86"`
}

// +k8s:openapi-gen=false
type S87 struct {
	S88 `json:",inline"`
	F87 string `json:"f87"`
}

// +k8s:openapi-gen=false
type S88 struct {
	S89 `json:",inline"`
	F88 string `json:"f88"`
}

// +k8s:openapi-gen=false
type S89 struct {
	S90 `json:",inline"`
	F89 string `json:"f89"`
}

// +k8s:openapi-gen=false
type S90 struct {
	S91 `json:",inline"`
	F90 string `json:"f90"`
}

// +k8s:openapi-gen=false
type S91 struct {
	S92 `json:",inline"`
	F91 string `json:"f91"`
}

// +k8s:openapi-gen=false
type S92 struct {
	S93 `json:",inline"`
	F92 string `json:"f92"`
}

// +k8s:openapi-gen=false
type S93 struct {
	S94 `json:",inline"`
	F93 string `json:"f93"`
}

// +k8s:openapi-gen=false
type S94 struct {
	S95 `json:",inline"`
	F94 string `json:"f94"`
}

// +k8s:openapi-gen=false
type S95 struct {
	S96 `json:",inline"`
	F95 string `json:"f95"`
}

// +k8s:openapi-gen=false
type S96 struct {
	S97 `json:",inline"`
	F96 string `json:"f96"`
}

// +k8s:openapi-gen=false
type S97 struct {
	S98 `json:",inline"`
	F97 string `json:"f97"`
}

// +k8s:openapi-gen=false
type S98 struct {
	S99 `json:",inline"`
	F98 string `json:"f98"`
}

// +k8s:openapi-gen=false
type S99 struct {
	S100 `json:",inline"`
	F99 string `json:"f99"`
}

// +k8s:openapi-gen=false
type S100 struct {
	S101 `json:",inline"`
	F100 string `json:"f100"`
}

// +k8s:openapi-gen=false
type S101 struct {
	S102 `json:",inline"`
	F101 string `json:"f101"`
}

// +k8s:openapi-gen=false
type S102 struct {
	S103 `json:",inline"`
	F102 string `json:"f102"`
}

// +k8s:openapi-gen=false
type S103 struct {
	S104 `json:",inline"`
	F103 string `json:"f103"`
}

// +k8s:openapi-gen=false
type S104 struct {
	S105 `json:",inline"`
	F104 string `json:"f104"`
}

// +k8s:openapi-gen=false
type S105 struct {
	S106 `json:",inline"`
	F105 string `json:"f105"`
}

// +k8s:openapi-gen=false
type S106 struct {
	S107 `json:",inline"`
	F106 string `json:"f106"`
}

// +k8s:openapi-gen=false
type S107 struct {
	S108 `json:",inline"`
	F107 string `json:"f107"`
}

// +k8s:openapi-gen=false
type S108 struct {
	S109 `json:",inline"`
	F108 string `json:"f108"`
}

// +k8s:openapi-gen=false
type S109 struct {
	S110 `json:",inline"`
	F109 string `json:"f109"`
}

// +k8s:openapi-gen=false
type S110 struct {
	S111 `json:",inline"`
	F110 string `json:"f110"`
}

// +k8s:openapi-gen=false
type S111 struct {
	S112 `json:",inline"`
	F111 string `json:"f111"`
}

// +k8s:openapi-gen=false
type S112 struct {
	S113 `json:",inline"`
	F112 string `json:"f112"`
}

// +k8s:openapi-gen=false
type S113 struct {
	S114 `json:",inline"`
	F113 string `json:"f113"`
}

// +k8s:openapi-gen=false
type S114 struct {
	S115 `json:",inline"`
	F114 string `json:"f114"`
}

// +k8s:openapi-gen=false
type S115 struct {
	S116 `json:",inline"`
	F115 string `json:"f115"`
}

// +k8s:openapi-gen=false
type S116 struct {
	S117 `json:",inline"`
	F116 string `json:"f116"`
}

// +k8s:openapi-gen=false
type S117 struct {
	S118 `json:",inline"`
	F117 string `json:"f117"`
}

// +k8s:openapi-gen=false
type S118 struct {
	S119 `json:",inline"`
	F118 string `json:"f118"`
}

// +k8s:openapi-gen=false
type S119 struct {
	S120 `json:",inline"`
	F119 string `json:"f119"`
}

// +k8s:openapi-gen=false
type S120 struct {
	S121 `json:",inline"`
	F120 string `json:"f120"`
}

// +k8s:openapi-gen=false
type S121 struct {
	S122 `json:",inline"`
	F121 string `json:"f121"`
}

// +k8s:openapi-gen=false
type S122 struct {
	S123 `json:",inline"`
	F122 string `json:"f122"`
}

// +k8s:openapi-gen=false
type S123 struct {
	S124 `json:",inline"`
	F123 string `json:"f123"`
}

// +k8s:openapi-gen=false
type S124 struct {
	S125 `json:",inline"`
	F124 string `json:"f124"`
}

// +k8s:openapi-gen=false
type S125 struct {
	S126 `json:",inline"`
	F125 string `json:"f125"`
}

// +k8s:openapi-gen=false
type S126 struct {
	S127 `json:",inline"`
	F126 string `json:"f126"`
}

// +k8s:openapi-gen=false
type S127 struct {
	S128 `json:",inline"`
	F127 string `json:"f127"`
}

// +k8s:openapi-gen=false
type S128 struct {
	S129 `json:",inline"`
	F128 string `json:"f128"`
}

// +k8s:openapi-gen=false
type S129 struct {
	S130 `json:",inline"`
	F129 string `json:"f129"`
}

// +k8s:openapi-gen=false
type S130 struct {
	S131 `json:",inline"`
	F130 string `json:"f130"`
}

// +k8s:openapi-gen=false
type S131 struct {
	S132 `json:",inline"`
	F131 string `json:"f131"`
}

// +k8s:openapi-gen=false
type S132 struct {
	S133 `json:",inline"`
	F132 string `json:"f132"`
}

// +k8s:openapi-gen=false
type S133 struct {
	S134 `json:",inline"`
	F133 string `json:"f133"`
}

// +k8s:openapi-gen=false
type S134 struct {
	S135 `json:",inline"`
	F134 string `json:"f134"`
}

// +k8s:openapi-gen=false
type S135 struct {
	S136 `json:",inline"`
	F135 string `json:"f135"`
}

// +k8s:openapi-gen=false
type S136 struct {
	S137 `json:",inline"`
	F136 string `json:"f136"`
}

// +k8s:openapi-gen=false
type S137 struct {
	S138 `json:",inline"`
	F137 string `json:"f137"`
}

// +k8s:openapi-gen=false
type S138 struct {
	S139 `json:",inline"`
	F138 string `json:"f138"`
}

// +k8s:openapi-gen=false
type S139 struct {
	S140 `json:",inline"`
	F139 string `json:"f139"`
}

// +k8s:openapi-gen=false
type S140 struct {
	S141 `json:",inline"`
	F140 string `json:"f140"`
}

// +k8s:openapi-gen=false
type S141 struct {
	S142 `json:",inline"`
	F141 string `json:"f141"`
}

// +k8s:openapi-gen=false
type S142 struct {
	S143 `json:",inline"`
	F142 string `json:"f142"`
}

// +k8s:openapi-gen=false
type S143 struct {
	S144 `json:",inline"`
	F143 string `json:"f143"`
}

// +k8s:openapi-gen=false
type S144 struct {
	S145 `json:",inline"`
	F144 string `json:"f144"`
}

// +k8s:openapi-gen=false
type S145 struct {
	S146 `json:",inline"`
	F145 string `json:"f145"`
}

// +k8s:openapi-gen=false
type S146 struct {
	S147 `json:",inline"`
	F146 string `json:"f146"`
}

// +k8s:openapi-gen=false
type S147 struct {
	S148 `json:",inline"`
	F147 string `json:"f147"`
}

// +k8s:openapi-gen=false
type S148 struct {
	S149 `json:",inline"`
	F148 string `json:"f148"`
}

// +k8s:openapi-gen=false
type S149 struct {
	S150 `json:",inline"`
	F149 string `json:"f149"`
}

// +k8s:openapi-gen=false
type S150 struct{}

// Round inlines itself through Trip: walked once.
// +k8s:openapi-gen=false
type Round struct {
	Trip `json:",inline"`
	A string `json:"a"`
}

// +k8s:openapi-gen=false
type Trip struct {
	Round `json:",inline"`
	B string `json:"b"`
}

// UsesRound is fine.
type UsesRound struct {
	Round `json:",inline"`
}
