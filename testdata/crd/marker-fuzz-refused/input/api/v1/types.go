// Field markers with arguments drawn at random from Go-ish tokens (seed 2): the refused ones
// fail with controller-gen's first error, the accepted ones are written as controller-gen writes them.
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type WidgetSpec struct {
	// +kubebuilder:validation:Minimum=-
	F0 float64 `json:"f0"`
	// +kubebuilder:validation:Pattern=`{
	F1 string `json:"f1"`
	// +kubebuilder:default=7019x\99999999999999999999
	F2 string `json:"f2"`
	// +kubebuilder:validation:ExclusiveMaximum=b{a: 1}1e3"q"}
	F3 float64 `json:"f3"`
	// +kubebuilder:validation:Minimum=b
	F4 float64 `json:"f4"`
	// +kubebuilder:validation:XValidation:rule=t\`r`
	F5 string `json:"f5"`
	// +kubebuilder:validation:Enum=p:;1p
	F6 string `json:"f6"`
	// +kubebuilder:validation:Pattern=e"q"
	F7 string `json:"f7"`
	// +kubebuilder:validation:Pattern={1,2}p1e3false`r`
	F8 string `json:"f8"`
	// +kubebuilder:validation:Pattern=ab1e3xtrue
	F9 string `json:"f9"`
	// +kubebuilder:validation:XValidation:rule=:-1.5}-1.5"q"
	F10 string `json:"f10"`
	// +kubebuilder:validation:Pattern=0x1p4aInf{1,2}
	F11 string `json:"f11"`
	// +kubebuilder:validation:XValidation:rule=; x1e400
	F12 string `json:"f12"`
	// +kubebuilder:example=``"q"{1,2}
	F13 string `json:"f13"`
	// +kubebuilder:validation:ExclusiveMaximum=,-1.5"q"
	F14 float64 `json:"f14"`
	// +kubebuilder:validation:Pattern=12  0_+
	F15 string `json:"f15"`
	// +kubebuilder:validation:Minimum=9}019;+
	F16 float64 `json:"f16"`
	// +kubebuilder:validation:Enum=:,9
	F17 string `json:"f17"`
	// +kubebuilder:validation:ExclusiveMaximum=9
	F18 float64 `json:"f18"`
	// +kubebuilder:validation:Pattern=p:1
	F19 string `json:"f19"`
	// +kubebuilder:validation:MaxItems=12
	F20 []string `json:"f20"`
	// +kubebuilder:validation:Minimum=1
	F21 float64 `json:"f21"`
	// +kubebuilder:validation:Pattern=exp
	F22 string `json:"f22"`
	// +kubebuilder:validation:Minimum=0197:E
	F23 float64 `json:"f23"`
	// +kubebuilder:validation:Minimum=a
	F24 float64 `json:"f24"`
	// +kubebuilder:validation:MaxItems=-1.51
	F25 []string `json:"f25"`
	// +kubebuilder:example={1,2}0x7{
	F26 string `json:"f26"`
	// +kubebuilder:validation:ExclusiveMaximum=E1_0;-
	F27 float64 `json:"f27"`
	// +kubebuilder:validation:MaxItems=1e3
	F28 []string `json:"f28"`
	// +kubebuilder:validation:Enum=019true-1.5"q"
	F29 string `json:"f29"`
	// +kubebuilder:validation:Enum={{0x
	F30 string `json:"f30"`
	// +kubebuilder:validation:ExclusiveMaximum={1,2}
	F31 float64 `json:"f31"`
	// +kubebuilder:validation:Enum={
	F32 string `json:"f32"`
	// +kubebuilder:validation:Minimum=xx
	F33 float64 `json:"f33"`
	// +kubebuilder:validation:MaxItems=99999999999999999999;"q"7
	F34 []string `json:"f34"`
	// +kubebuilder:default=1e312
	F35 string `json:"f35"`
	// +kubebuilder:example=019
	F36 string `json:"f36"`
	// +kubebuilder:default=1e400b{\}
	F37 string `json:"f37"`
	// +kubebuilder:validation:Minimum=7t
	F38 float64 `json:"f38"`
	// +kubebuilder:validation:ExclusiveMaximum=."q"
	F39 float64 `json:"f39"`
	// +kubebuilder:validation:MaxItems=++
	F40 []string `json:"f40"`
	// +kubebuilder:validation:Minimum=;+
	F41 float64 `json:"f41"`
	// +kubebuilder:default=`r`
	F42 string `json:"f42"`
	// +kubebuilder:validation:XValidation:rule=`{a: 1}t,
	F43 string `json:"f43"`
	// +kubebuilder:default=\"q"1019
	F44 string `json:"f44"`
	// +kubebuilder:validation:Minimum=`r`019p+
	F45 float64 `json:"f45"`
	// +kubebuilder:validation:XValidation:rule=1`r`.
	F46 string `json:"f46"`
	// +kubebuilder:validation:Pattern=b`1
	F47 string `json:"f47"`
	// +kubebuilder:validation:ExclusiveMaximum=+
	F48 float64 `json:"f48"`
	// +kubebuilder:example=11e3
	F49 string `json:"f49"`
	// +kubebuilder:validation:Minimum=99999999999999999999-1.50x1p4,
	F50 float64 `json:"f50"`
	// +kubebuilder:validation:MaxItems="
	F51 []string `json:"f51"`
	// +kubebuilder:validation:Minimum=`12;
	F52 float64 `json:"f52"`
	// +kubebuilder:validation:XValidation:rule=.Inf
	F53 string `json:"f53"`
	// +kubebuilder:validation:Pattern=0x1p4eatrue
	F54 string `json:"f54"`
	// +kubebuilder:validation:MaxItems=..-
	F55 []string `json:"f55"`
	// +kubebuilder:validation:Pattern=,+11e400
	F56 string `json:"f56"`
	// +kubebuilder:validation:XValidation:rule=-1.5
	F57 string `json:"f57"`
	// +kubebuilder:example=0x1p4Eb
	F58 string `json:"f58"`
	// +kubebuilder:example=`r`1_0false-1.5
	F59 string `json:"f59"`
	// +kubebuilder:example=;x-1.50x
	F60 string `json:"f60"`
	// +kubebuilder:example=\-019Inf+
	F61 string `json:"f61"`
	// +kubebuilder:validation:MaxItems=p{a: 1}E
	F62 []string `json:"f62"`
	// +kubebuilder:validation:ExclusiveMaximum=-
	F63 float64 `json:"f63"`
	// +kubebuilder:validation:Minimum="t
	F64 float64 `json:"f64"`
	// +kubebuilder:default=1e3p`r`
	F65 string `json:"f65"`
	// +kubebuilder:example=E
	F66 string `json:"f66"`
	// +kubebuilder:validation:ExclusiveMaximum=
	F67 float64 `json:"f67"`
	// +kubebuilder:default={xx0x1p4:
	F68 string `json:"f68"`
	// +kubebuilder:validation:ExclusiveMaximum=InfE0x1p4
	F69 float64 `json:"f69"`
	// +kubebuilder:validation:XValidation:rule=0x
	F70 string `json:"f70"`
	// +kubebuilder:validation:ExclusiveMaximum=true"q"
	F71 float64 `json:"f71"`
	// +kubebuilder:validation:Minimum=}true{false
	F72 float64 `json:"f72"`
	// +kubebuilder:validation:XValidation:rule={1,2}  -
	F73 string `json:"f73"`
	// +kubebuilder:default=1e400_truet99999999999999999999
	F74 string `json:"f74"`
	// +kubebuilder:validation:Minimum=0x1p4`r`0x1p4
	F75 float64 `json:"f75"`
	// +kubebuilder:validation:Enum=1
	F76 string `json:"f76"`
	// +kubebuilder:validation:ExclusiveMaximum=Inf0x
	F77 float64 `json:"f77"`
	// +kubebuilder:validation:ExclusiveMaximum=+t
	F78 float64 `json:"f78"`
	// +kubebuilder:default=019019_
	F79 string `json:"f79"`
	// +kubebuilder:validation:XValidation:rule=e01e400\1_0
	F80 string `json:"f80"`
	// +kubebuilder:example=Infp0x1p4,12
	F81 string `json:"f81"`
	// +kubebuilder:validation:Pattern=-1.5
	F82 string `json:"f82"`
	// +kubebuilder:validation:MaxItems=-1.5  0x1p4}"q"
	F83 []string `json:"f83"`
	// +kubebuilder:validation:XValidation:rule=-
	F84 string `json:"f84"`
	// +kubebuilder:validation:Pattern=true{
	F85 string `json:"f85"`
	// +kubebuilder:validation:Enum=x
	F86 string `json:"f86"`
	// +kubebuilder:validation:XValidation:rule=0x1p4"E0
	F87 string `json:"f87"`
	// +kubebuilder:example=0x1p40b7{a: 1}
	F88 string `json:"f88"`
	// +kubebuilder:validation:ExclusiveMaximum=1e3,`-1.5e
	F89 float64 `json:"f89"`
	// +kubebuilder:validation:XValidation:rule=`12{ `
	F90 string `json:"f90"`
	// +kubebuilder:validation:Pattern=true`r`-
	F91 string `json:"f91"`
	// +kubebuilder:default=0x`r`E"q"
	F92 string `json:"f92"`
	// +kubebuilder:validation:MaxItems=7;0x1p4
	F93 []string `json:"f93"`
	// +kubebuilder:default=}9..t
	F94 string `json:"f94"`
	// +kubebuilder:validation:Pattern=a
	F95 string `json:"f95"`
	// +kubebuilder:validation:MaxItems=0x1p4bx
	F96 []string `json:"f96"`
	// +kubebuilder:validation:XValidation:rule="0x1p4e1e3
	F97 string `json:"f97"`
	// +kubebuilder:default=x+
	F98 string `json:"f98"`
	// +kubebuilder:default=_bpa
	F99 string `json:"f99"`
	// +kubebuilder:validation:Enum=;}
	F100 string `json:"f100"`
	// +kubebuilder:validation:ExclusiveMaximum=}0x"q"
	F101 float64 `json:"f101"`
	// +kubebuilder:validation:Pattern=99999999999999999999"{a: 1}1e400
	F102 string `json:"f102"`
	// +kubebuilder:validation:MaxItems=`true1_0
	F103 []string `json:"f103"`
	// +kubebuilder:validation:Enum=a1e31_0
	F104 string `json:"f104"`
	// +kubebuilder:validation:MaxItems=t
	F105 []string `json:"f105"`
	// +kubebuilder:validation:Enum=+
	F106 string `json:"f106"`
	// +kubebuilder:validation:Pattern=a12
	F107 string `json:"f107"`
	// +kubebuilder:validation:ExclusiveMaximum={a: 1}
	F108 float64 `json:"f108"`
	// +kubebuilder:validation:Pattern=0xt
	F109 string `json:"f109"`
	// +kubebuilder:example=99999999999999999999Eb
	F110 string `json:"f110"`
	// +kubebuilder:default=+E,
	F111 string `json:"f111"`
	// +kubebuilder:example=falseb
	F112 string `json:"f112"`
	// +kubebuilder:example=
	F113 string `json:"f113"`
	// +kubebuilder:default=:1e400
	F114 string `json:"f114"`
	// +kubebuilder:validation:Minimum=b1e4009
	F115 float64 `json:"f115"`
	// +kubebuilder:validation:Enum=12\
	F116 string `json:"f116"`
	// +kubebuilder:validation:XValidation:rule=e `r`
	F117 string `json:"f117"`
	// +kubebuilder:validation:MaxItems=1e400true;
	F118 []string `json:"f118"`
	// +kubebuilder:validation:Minimum=1_0-1.51e400
	F119 float64 `json:"f119"`
	// +kubebuilder:validation:MaxItems="q"{a: 1}-1.5true0x1p4
	F120 []string `json:"f120"`
	// +kubebuilder:validation:Enum=t`r`1e37
	F121 string `json:"f121"`
	// +kubebuilder:validation:MaxItems=019e."q"
	F122 []string `json:"f122"`
	// +kubebuilder:validation:Enum=true
	F123 string `json:"f123"`
	// +kubebuilder:example=0{+a
	F124 string `json:"f124"`
	// +kubebuilder:default=1E
	F125 string `json:"f125"`
	// +kubebuilder:validation:ExclusiveMaximum=
	F126 float64 `json:"f126"`
	// +kubebuilder:validation:XValidation:rule=1_0
	F127 string `json:"f127"`
	// +kubebuilder:default=1_0
	F128 string `json:"f128"`
	// +kubebuilder:validation:Enum=1e"q"{a: 1}9
	F129 string `json:"f129"`
	// +kubebuilder:validation:Minimum={a: 1}0
	F130 float64 `json:"f130"`
	// +kubebuilder:validation:Pattern=:eb-1.50
	F131 string `json:"f131"`
	// +kubebuilder:validation:Enum=.:+0x1p4,
	F132 string `json:"f132"`
	// +kubebuilder:validation:Minimum=,99999999999999999999t  1e400
	F133 float64 `json:"f133"`
	// +kubebuilder:validation:ExclusiveMaximum="q"x"q"+E
	F134 float64 `json:"f134"`
	// +kubebuilder:default=t_
	F135 string `json:"f135"`
	// +kubebuilder:example=\E\
	F136 string `json:"f136"`
	// +kubebuilder:validation:Enum=`+{1,2}
	F137 string `json:"f137"`
	// +kubebuilder:validation:MaxItems=}"`r`-1.5
	F138 []string `json:"f138"`
	// +kubebuilder:example=falsee
	F139 string `json:"f139"`
	// +kubebuilder:validation:MaxItems=0x
	F140 []string `json:"f140"`
	// +kubebuilder:default=_true
	F141 string `json:"f141"`
	// +kubebuilder:validation:Minimum=999999999999999999991
	F142 float64 `json:"f142"`
	// +kubebuilder:example={a: 1}9;E
	F143 string `json:"f143"`
	// +kubebuilder:validation:Pattern=_
	F144 string `json:"f144"`
	// +kubebuilder:validation:MaxItems=99999999999999999999{a: 1}
	F145 []string `json:"f145"`
	// +kubebuilder:validation:Enum=0x1p4
	F146 string `json:"f146"`
	// +kubebuilder:example=x
	F147 string `json:"f147"`
	// +kubebuilder:example=Inf12falsefalse7
	F148 string `json:"f148"`
	// +kubebuilder:validation:XValidation:rule=.99999999999999999999}
	F149 string `json:"f149"`
	// +kubebuilder:validation:Minimum=false
	F150 float64 `json:"f150"`
	// +kubebuilder:example=true019`r`_\
	F151 string `json:"f151"`
	// +kubebuilder:validation:Enum=1e30x1p4
	F152 string `json:"f152"`
	// +kubebuilder:validation:Pattern=1_01e400{1e400
	F153 string `json:"f153"`
	// +kubebuilder:default=1_01e3_1_0Inf
	F154 string `json:"f154"`
	// +kubebuilder:validation:Pattern=12xb
	F155 string `json:"f155"`
	// +kubebuilder:validation:XValidation:rule=1e400Inf
	F156 string `json:"f156"`
	// +kubebuilder:validation:Enum=,{a: 1}`
	F157 string `json:"f157"`
	// +kubebuilder:validation:MaxItems=1
	F158 []string `json:"f158"`
	// +kubebuilder:default=9 {a: 1}
	F159 string `json:"f159"`
	// +kubebuilder:example=1e312false
	F160 string `json:"f160"`
	// +kubebuilder:validation:XValidation:rule="
	F161 string `json:"f161"`
	// +kubebuilder:validation:Enum=Ex
	F162 string `json:"f162"`
	// +kubebuilder:validation:ExclusiveMaximum=99999999999999999999
	F163 float64 `json:"f163"`
	// +kubebuilder:validation:XValidation:rule=--1.51_0
	F164 string `json:"f164"`
	// +kubebuilder:default=Inf`
	F165 string `json:"f165"`
	// +kubebuilder:default=1e400
	F166 string `json:"f166"`
	// +kubebuilder:validation:ExclusiveMaximum=false:,{1,2}9
	F167 float64 `json:"f167"`
	// +kubebuilder:example=e1e400
	F168 string `json:"f168"`
	// +kubebuilder:validation:ExclusiveMaximum=.0x1p4truetrue
	F169 float64 `json:"f169"`
	// +kubebuilder:validation:XValidation:rule=",:;
	F170 string `json:"f170"`
	// +kubebuilder:validation:Minimum=`r`-0x{a: 1}0
	F171 float64 `json:"f171"`
	// +kubebuilder:validation:Minimum=\true;"q"
	F172 float64 `json:"f172"`
	// +kubebuilder:example=b
	F173 string `json:"f173"`
	// +kubebuilder:validation:Pattern=-1.5019120x1p4;
	F174 string `json:"f174"`
	// +kubebuilder:example=1
	F175 string `json:"f175"`
	// +kubebuilder:validation:XValidation:rule=e
	F176 string `json:"f176"`
	// +kubebuilder:validation:Enum=:
	F177 string `json:"f177"`
	// +kubebuilder:validation:Minimum=E"+{1,2}{a: 1}
	F178 float64 `json:"f178"`
	// +kubebuilder:validation:MaxItems=\e
	F179 []string `json:"f179"`
	// +kubebuilder:validation:Minimum="q"}1_0
	F180 float64 `json:"f180"`
	// +kubebuilder:validation:Minimum=a  +0xb
	F181 float64 `json:"f181"`
	// +kubebuilder:validation:MaxItems=ab99999999999999999999}1_0
	F182 []string `json:"f182"`
	// +kubebuilder:example=0xE17
	F183 string `json:"f183"`
	// +kubebuilder:validation:ExclusiveMaximum=a
	F184 float64 `json:"f184"`
	// +kubebuilder:validation:Minimum={a: 1}
	F185 float64 `json:"f185"`
	// +kubebuilder:validation:ExclusiveMaximum=false:px
	F186 float64 `json:"f186"`
	// +kubebuilder:validation:Minimum=019
	F187 float64 `json:"f187"`
	// +kubebuilder:validation:Pattern="1
	F188 string `json:"f188"`
	// +kubebuilder:validation:Minimum=Inf;
	F189 float64 `json:"f189"`
	// +kubebuilder:validation:ExclusiveMaximum=b
	F190 float64 `json:"f190"`
	// +kubebuilder:validation:MaxItems=12:;{1,2}_
	F191 []string `json:"f191"`
	// +kubebuilder:validation:MaxItems=true
	F192 []string `json:"f192"`
	// +kubebuilder:validation:MaxItems=}019;9`r`
	F193 []string `json:"f193"`
	// +kubebuilder:validation:ExclusiveMaximum=eE\e
	F194 float64 `json:"f194"`
	// +kubebuilder:validation:XValidation:rule=9Infp
	F195 string `json:"f195"`
	// +kubebuilder:validation:XValidation:rule=0x1e3x-1.5
	F196 string `json:"f196"`
	// +kubebuilder:validation:Enum=E1{
	F197 string `json:"f197"`
	// +kubebuilder:validation:Enum=99999999999999999999false
	F198 string `json:"f198"`
	// +kubebuilder:example=1_00x1p4_\
	F199 string `json:"f199"`
	// +kubebuilder:validation:ExclusiveMaximum=;a99999999999999999999
	F200 float64 `json:"f200"`
	// +kubebuilder:validation:Minimum=1e4001\`
	F201 float64 `json:"f201"`
	// +kubebuilder:validation:Minimum=1_0Inf{}:
	F202 float64 `json:"f202"`
	// +kubebuilder:validation:XValidation:rule=b`r`1e4000x1p4
	F203 string `json:"f203"`
	// +kubebuilder:default={a: 1}x0x1p4"b
	F204 string `json:"f204"`
	// +kubebuilder:validation:ExclusiveMaximum="q"
	F205 float64 `json:"f205"`
	// +kubebuilder:default=.\0x0x1p4
	F206 string `json:"f206"`
	// +kubebuilder:validation:XValidation:rule=t
	F207 string `json:"f207"`
	// +kubebuilder:validation:XValidation:rule=b{1,2}axE
	F208 string `json:"f208"`
	// +kubebuilder:default=false1e3
	F209 string `json:"f209"`
	// +kubebuilder:validation:XValidation:rule=false{
	F210 string `json:"f210"`
	// +kubebuilder:validation:Pattern=true`{ 0
	F211 string `json:"f211"`
	// +kubebuilder:validation:ExclusiveMaximum=7,0x1p4+.
	F212 float64 `json:"f212"`
	// +kubebuilder:validation:Minimum=0x
	F213 float64 `json:"f213"`
	// +kubebuilder:validation:ExclusiveMaximum=-
	F214 float64 `json:"f214"`
	// +kubebuilder:validation:XValidation:rule=1e400:1e3+
	F215 string `json:"f215"`
	// +kubebuilder:validation:Minimum=1`-1.5
	F216 float64 `json:"f216"`
	// +kubebuilder:validation:Enum=0
	F217 string `json:"f217"`
	// +kubebuilder:validation:Pattern=1_01e40001_0
	F218 string `json:"f218"`
	// +kubebuilder:default=1e400
	F219 string `json:"f219"`
	// +kubebuilder:validation:Enum=`trueInf
	F220 string `json:"f220"`
	// +kubebuilder:validation:XValidation:rule=}-"q",
	F221 string `json:"f221"`
	// +kubebuilder:validation:Pattern=bb
	F222 string `json:"f222"`
	// +kubebuilder:validation:Enum={a: 1}1e400
	F223 string `json:"f223"`
	// +kubebuilder:default=0190x1p4
	F224 string `json:"f224"`
	// +kubebuilder:default=}019,"q"
	F225 string `json:"f225"`
	// +kubebuilder:validation:Enum=true
	F226 string `json:"f226"`
	// +kubebuilder:validation:XValidation:rule=p_0x
	F227 string `json:"f227"`
	// +kubebuilder:validation:Enum=1e4000e,
	F228 string `json:"f228"`
	// +kubebuilder:default=1e400
	F229 string `json:"f229"`
	// +kubebuilder:validation:MaxItems=99999999999999999999_p}
	F230 []string `json:"f230"`
	// +kubebuilder:validation:ExclusiveMaximum=10b.`
	F231 float64 `json:"f231"`
	// +kubebuilder:validation:Minimum=b1_0t.12
	F232 float64 `json:"f232"`
	// +kubebuilder:validation:XValidation:rule=E0x1p4
	F233 string `json:"f233"`
	// +kubebuilder:validation:MaxItems=E1_0{a: 1}
	F234 []string `json:"f234"`
	// +kubebuilder:validation:MaxItems=""1{1,2}{1,2}
	F235 []string `json:"f235"`
	// +kubebuilder:default=false
	F236 string `json:"f236"`
	// +kubebuilder:validation:Enum=019`
	F237 string `json:"f237"`
	// +kubebuilder:validation:XValidation:rule=7
	F238 string `json:"f238"`
	// +kubebuilder:validation:XValidation:rule=E
	F239 string `json:"f239"`
	// +kubebuilder:default=a99999999999999999999`+_
	F240 string `json:"f240"`
	// +kubebuilder:validation:Enum=1
	F241 string `json:"f241"`
	// +kubebuilder:validation:MaxItems=+b12
	F242 []string `json:"f242"`
	// +kubebuilder:validation:Enum=e\_
	F243 string `json:"f243"`
	// +kubebuilder:example=11  99999999999999999999E
	F244 string `json:"f244"`
	// +kubebuilder:validation:MaxItems=9e-1.5falsea
	F245 []string `json:"f245"`
	// +kubebuilder:validation:XValidation:rule=`1299999999999999999999
	F246 string `json:"f246"`
	// +kubebuilder:validation:Enum=0
	F247 string `json:"f247"`
	// +kubebuilder:validation:MaxItems=aE
	F248 []string `json:"f248"`
	// +kubebuilder:example={a: 1}e-;Inf
	F249 string `json:"f249"`
	// +kubebuilder:default=-p\
	F250 string `json:"f250"`
	// +kubebuilder:default=7  \-1.5
	F251 string `json:"f251"`
	// +kubebuilder:validation:Pattern=`r`.
	F252 string `json:"f252"`
	// +kubebuilder:validation:Minimum=tE
	F253 float64 `json:"f253"`
	// +kubebuilder:validation:ExclusiveMaximum=99999999999999999999}
	F254 float64 `json:"f254"`
	// +kubebuilder:validation:MaxItems="q"
	F255 []string `json:"f255"`
	// +kubebuilder:validation:Enum=1e40012
	F256 string `json:"f256"`
	// +kubebuilder:validation:Pattern="q":
	F257 string `json:"f257"`
	// +kubebuilder:default=true0x1p4+
	F258 string `json:"f258"`
	// +kubebuilder:default=a
	F259 string `json:"f259"`
	// +kubebuilder:validation:MaxItems=1Inf.{
	F260 []string `json:"f260"`
	// +kubebuilder:validation:Pattern=:  \;7
	F261 string `json:"f261"`
	// +kubebuilder:validation:Enum=ex
	F262 string `json:"f262"`
	// +kubebuilder:validation:ExclusiveMaximum=+`
	F263 float64 `json:"f263"`
	// +kubebuilder:validation:ExclusiveMaximum=0.\0
	F264 float64 `json:"f264"`
	// +kubebuilder:validation:MaxItems=_
	F265 []string `json:"f265"`
	// +kubebuilder:validation:ExclusiveMaximum=_
	F266 float64 `json:"f266"`
	// +kubebuilder:validation:ExclusiveMaximum=Ep}
	F267 float64 `json:"f267"`
	// +kubebuilder:example=Inf;`r`
	F268 string `json:"f268"`
	// +kubebuilder:example=Inffalse-1.5
	F269 string `json:"f269"`
	// +kubebuilder:validation:XValidation:rule="truepfalse
	F270 string `json:"f270"`
	// +kubebuilder:example=0x1p4`r`\Inf
	F271 string `json:"f271"`
	// +kubebuilder:validation:MaxItems=0{false0190x1p4
	F272 []string `json:"f272"`
	// +kubebuilder:validation:MaxItems={a: 1}1_0`r`99999999999999999999}
	F273 []string `json:"f273"`
	// +kubebuilder:validation:Enum=b+
	F274 string `json:"f274"`
	// +kubebuilder:default=\e
	F275 string `json:"f275"`
	// +kubebuilder:default=tx12`0x1p4
	F276 string `json:"f276"`
	// +kubebuilder:validation:Enum=-bp;{1,2}
	F277 string `json:"f277"`
	// +kubebuilder:validation:Minimum={1,2}7true{a: 1}
	F278 float64 `json:"f278"`
	// +kubebuilder:example=xtrue
	F279 string `json:"f279"`
	// +kubebuilder:default=Inf;
	F280 string `json:"f280"`
	// +kubebuilder:example=}0x{x1
	F281 string `json:"f281"`
	// +kubebuilder:validation:ExclusiveMaximum=99-1.5_{1,2}
	F282 float64 `json:"f282"`
	// +kubebuilder:validation:Pattern=70x1p4
	F283 string `json:"f283"`
	// +kubebuilder:validation:Enum=9,b{
	F284 string `json:"f284"`
	// +kubebuilder:validation:XValidation:rule="q"{9
	F285 string `json:"f285"`
	// +kubebuilder:validation:Pattern=false
	F286 string `json:"f286"`
	// +kubebuilder:default=t1_0
	F287 string `json:"f287"`
	// +kubebuilder:validation:Enum="12p9
	F288 string `json:"f288"`
	// +kubebuilder:validation:ExclusiveMaximum={a: 1}
	F289 float64 `json:"f289"`
	// +kubebuilder:validation:Enum=1
	F290 string `json:"f290"`
	// +kubebuilder:validation:Pattern=Inf{a: 1}
	F291 string `json:"f291"`
	// +kubebuilder:validation:XValidation:rule=1e400019  +
	F292 string `json:"f292"`
	// +kubebuilder:validation:Minimum=,
	F293 float64 `json:"f293"`
	// +kubebuilder:validation:Minimum=`r`1E1"
	F294 float64 `json:"f294"`
	// +kubebuilder:example=1
	F295 string `json:"f295"`
	// +kubebuilder:validation:Minimum=}+t
	F296 float64 `json:"f296"`
	// +kubebuilder:validation:Enum=0:,x
	F297 string `json:"f297"`
	// +kubebuilder:validation:ExclusiveMaximum=7Inf}+:
	F298 float64 `json:"f298"`
	// +kubebuilder:default=,
	F299 string `json:"f299"`
	// +kubebuilder:default=1e4000
	F300 string `json:"f300"`
	// +kubebuilder:validation:Enum=019
	F301 string `json:"f301"`
	// +kubebuilder:default="
	F302 string `json:"f302"`
	// +kubebuilder:validation:MaxItems=99999999999999999999e
	F303 []string `json:"f303"`
	// +kubebuilder:default=b
	F304 string `json:"f304"`
	// +kubebuilder:validation:XValidation:rule=,,
	F305 string `json:"f305"`
	// +kubebuilder:validation:ExclusiveMaximum=0-;
	F306 float64 `json:"f306"`
	// +kubebuilder:example="{a: 1}`
	F307 string `json:"f307"`
	// +kubebuilder:validation:Minimum=-1_0"q"
	F308 float64 `json:"f308"`
	// +kubebuilder:validation:Enum=Infa"1e400\
	F309 string `json:"f309"`
	// +kubebuilder:validation:ExclusiveMaximum={a: 1}
	F310 float64 `json:"f310"`
	// +kubebuilder:validation:Enum=;1e40099999999999999999999e12
	F311 string `json:"f311"`
	// +kubebuilder:validation:XValidation:rule=0x
	F312 string `json:"f312"`
	// +kubebuilder:validation:Enum=1Et_
	F313 string `json:"f313"`
	// +kubebuilder:validation:XValidation:rule=`r`e\
	F314 string `json:"f314"`
	// +kubebuilder:default=
	F315 string `json:"f315"`
	// +kubebuilder:validation:Pattern=\e:
	F316 string `json:"f316"`
	// +kubebuilder:example=070
	F317 string `json:"f317"`
	// +kubebuilder:validation:MaxItems="9
	F318 []string `json:"f318"`
	// +kubebuilder:validation:XValidation:rule=;,:127
	F319 string `json:"f319"`
	// +kubebuilder:validation:Minimum=t
	F320 float64 `json:"f320"`
	// +kubebuilder:validation:MaxItems=Inf019\99999999999999999999
	F321 []string `json:"f321"`
	// +kubebuilder:validation:Minimum=p
	F322 float64 `json:"f322"`
	// +kubebuilder:validation:MaxItems=;-
	F323 []string `json:"f323"`
	// +kubebuilder:example={a: 1}}.p0x
	F324 string `json:"f324"`
	// +kubebuilder:example=0x-
	F325 string `json:"f325"`
	// +kubebuilder:validation:Enum=0
	F326 string `json:"f326"`
	// +kubebuilder:validation:MaxItems=0x1p410190
	F327 []string `json:"f327"`
	// +kubebuilder:default=12:}
	F328 string `json:"f328"`
	// +kubebuilder:validation:MaxItems=_-
	F329 []string `json:"f329"`
	// +kubebuilder:validation:ExclusiveMaximum=-1.5.}
	F330 float64 `json:"f330"`
	// +kubebuilder:validation:Enum=t;019
	F331 string `json:"f331"`
	// +kubebuilder:default=-1.51e3
	F332 string `json:"f332"`
	// +kubebuilder:validation:MaxItems=true 90x1p4
	F333 []string `json:"f333"`
	// +kubebuilder:validation:Minimum=0x1p4:{1,2}false
	F334 float64 `json:"f334"`
	// +kubebuilder:validation:Minimum=true}.1e3"
	F335 float64 `json:"f335"`
	// +kubebuilder:example=:x:.
	F336 string `json:"f336"`
	// +kubebuilder:validation:Minimum={a: 1}et
	F337 float64 `json:"f337"`
	// +kubebuilder:validation:ExclusiveMaximum=7e79,
	F338 float64 `json:"f338"`
	// +kubebuilder:validation:Minimum={a: 1}px
	F339 float64 `json:"f339"`
	// +kubebuilder:validation:XValidation:rule=-\{1,2}
	F340 string `json:"f340"`
	// +kubebuilder:validation:Enum=false
	F341 string `json:"f341"`
	// +kubebuilder:example=099999999999999999999
	F342 string `json:"f342"`
	// +kubebuilder:default=9;,
	F343 string `json:"f343"`
	// +kubebuilder:validation:XValidation:rule=-1.51e317`
	F344 string `json:"f344"`
	// +kubebuilder:validation:ExclusiveMaximum=1e400`r`,\+
	F345 float64 `json:"f345"`
	// +kubebuilder:validation:XValidation:rule=`r`x{1,2}p
	F346 string `json:"f346"`
	// +kubebuilder:example=E{a: 1}.`r`p
	F347 string `json:"f347"`
	// +kubebuilder:validation:Minimum=91e4000x
	F348 float64 `json:"f348"`
	// +kubebuilder:example=0x0xInf
	F349 string `json:"f349"`
	// +kubebuilder:validation:Enum=Inf
	F350 string `json:"f350"`
	// +kubebuilder:default=019
	F351 string `json:"f351"`
	// +kubebuilder:validation:Pattern=,
	F352 string `json:"f352"`
	// +kubebuilder:validation:Minimum=b9
	F353 float64 `json:"f353"`
	// +kubebuilder:validation:Minimum=true0xE9
	F354 float64 `json:"f354"`
	// +kubebuilder:validation:ExclusiveMaximum=
	F355 float64 `json:"f355"`
	// +kubebuilder:validation:Enum=`r`:+{{
	F356 string `json:"f356"`
	// +kubebuilder:validation:Pattern=}0x1p4,
	F357 string `json:"f357"`
	// +kubebuilder:validation:Minimum=00x019+false
	F358 float64 `json:"f358"`
	// +kubebuilder:validation:ExclusiveMaximum=1e4000x1p4Inf}
	F359 float64 `json:"f359"`
	// +kubebuilder:validation:ExclusiveMaximum={
	F360 float64 `json:"f360"`
	// +kubebuilder:validation:Minimum=x
	F361 float64 `json:"f361"`
	// +kubebuilder:validation:Pattern=,-
	F362 string `json:"f362"`
	// +kubebuilder:validation:Pattern=9.
	F363 string `json:"f363"`
	// +kubebuilder:validation:Pattern=pE{
	F364 string `json:"f364"`
	// +kubebuilder:example="q"{1,2}{a: 1}{
	F365 string `json:"f365"`
	// +kubebuilder:example=`r`019{1,2}0x1p4
	F366 string `json:"f366"`
	// +kubebuilder:validation:ExclusiveMaximum=-true-`r`
	F367 float64 `json:"f367"`
	// +kubebuilder:validation:Enum=
	F368 string `json:"f368"`
	// +kubebuilder:validation:ExclusiveMaximum=019-falsetrue
	F369 float64 `json:"f369"`
	// +kubebuilder:validation:XValidation:rule=}1_01{1,2}-1.5
	F370 string `json:"f370"`
	// +kubebuilder:validation:Pattern=_0x-0
	F371 string `json:"f371"`
	// +kubebuilder:validation:Enum=1"7
	F372 string `json:"f372"`
	// +kubebuilder:validation:ExclusiveMaximum=true:\
	F373 float64 `json:"f373"`
	// +kubebuilder:example=ttrue}0{
	F374 string `json:"f374"`
	// +kubebuilder:validation:Enum=0_1
	F375 string `json:"f375"`
	// +kubebuilder:default=}
	F376 string `json:"f376"`
	// +kubebuilder:default=t019e
	F377 string `json:"f377"`
	// +kubebuilder:validation:Minimum=+
	F378 float64 `json:"f378"`
	// +kubebuilder:default=.t`e
	F379 string `json:"f379"`
	// +kubebuilder:example=true7
	F380 string `json:"f380"`
	// +kubebuilder:validation:ExclusiveMaximum=12,1e3
	F381 float64 `json:"f381"`
	// +kubebuilder:validation:Enum=999999999999999999990x1p4true1_0}
	F382 string `json:"f382"`
	// +kubebuilder:default=0x1p4:99999999999999999999-1.5
	F383 string `json:"f383"`
	// +kubebuilder:example=1_0t
	F384 string `json:"f384"`
	// +kubebuilder:validation:Minimum=`r`{`
	F385 float64 `json:"f385"`
	// +kubebuilder:validation:Pattern=Inf99999999999999999999
	F386 string `json:"f386"`
	// +kubebuilder:validation:ExclusiveMaximum=-
	F387 float64 `json:"f387"`
	// +kubebuilder:validation:MaxItems=x
	F388 []string `json:"f388"`
	// +kubebuilder:example=;_9999999999999999999912+
	F389 string `json:"f389"`
	// +kubebuilder:example=1e3  "q"E_
	F390 string `json:"f390"`
	// +kubebuilder:default=`
	F391 string `json:"f391"`
	// +kubebuilder:validation:XValidation:rule=0x1p499999999999999999999"q"
	F392 string `json:"f392"`
	// +kubebuilder:example=0x1p41e3
	F393 string `json:"f393"`
	// +kubebuilder:validation:Minimum=`r`truep;
	F394 float64 `json:"f394"`
	// +kubebuilder:validation:Pattern=false"1e3e}
	F395 string `json:"f395"`
	// +kubebuilder:validation:Pattern=7xb`r`
	F396 string `json:"f396"`
	// +kubebuilder:default=019\  {a: 1},
	F397 string `json:"f397"`
	// +kubebuilder:example=`019
	F398 string `json:"f398"`
	// +kubebuilder:default=120{a: 1}-1.50
	F399 string `json:"f399"`
}

// +kubebuilder:object:root=true
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              WidgetSpec `json:"spec"`
}
