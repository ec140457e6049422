<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="jungle" tilewidth="84" tileheight="96" tilecount="30" columns="6">
 <image source="jungle.png" width="504" height="480"/>
 <tile id="0" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="1"/>
   <property name="number" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="1" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="1"/>
   <property name="number" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="2" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="1"/>
   <property name="number" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="3" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="2"/>
   <property name="number" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="4" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="2"/>
   <property name="number" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="5" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="2"/>
   <property name="number" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="6" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="3"/>
   <property name="number" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="7" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="3"/>
   <property name="number" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="8" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="3"/>
   <property name="number" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="9" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="4"/>
   <property name="number" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="10" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="4"/>
   <property name="number" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="11" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="4"/>
   <property name="number" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="12" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="5"/>
   <property name="number" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="13" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="5"/>
   <property name="number" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="14" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="5"/>
   <property name="number" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="15" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="6"/>
   <property name="number" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="16" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="6"/>
   <property name="number" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="17" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="6"/>
   <property name="number" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="18" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="7"/>
   <property name="number" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="19" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="7"/>
   <property name="number" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="20" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="7"/>
   <property name="number" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="21" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="8"/>
   <property name="number" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="22" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="8"/>
   <property name="number" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="23" type="jungle">
  <properties>
   <property name="jungletile" type="int" value="8"/>
   <property name="number" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="24" type="tree">
  <properties>
   <property name="number" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="25" type="tree">
  <properties>
   <property name="number" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="26" type="tree">
  <properties>
   <property name="number" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="27" type="tree">
  <properties>
   <property name="number" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="28" type="tree">
  <properties>
   <property name="number" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="29" type="tree">
  <properties>
   <property name="number" type="int" value="6"/>
  </properties>
 </tile>
</tileset>
